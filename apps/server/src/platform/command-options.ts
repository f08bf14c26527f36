/** Reads `--name value` options; anything else is a positional argument. */
export function readOptions(
  args: readonly string[],
  names: readonly string[],
): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    if (!names.includes(arg)) throw new Error(`option should be one of ${names.join(', ')}`);
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value`);
    options.set(arg, value);
    i++;
  }
  return { positional, options };
}
