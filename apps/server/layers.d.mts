export declare const PLATFORM_FOLDERS: string[];
export declare const SERVER_LAYERS: { name: string; modules: string[] }[];
export declare const SERVER_MODULES: string[];
export declare const OUTSIDE_FOLDERS: Record<string, string[]>;
