/** A small SVG "photo" the simulated rider takes as proof of pickup, delivery or return. */
export function proofImageSvg(
  kind: 'pickup' | 'delivery' | 'return',
  orderId: string,
  at: Date,
): string {
  const title = { pickup: 'Picked up', delivery: 'Delivered', return: 'Returned' }[kind];
  const colour = { pickup: '#1c7ed6', delivery: '#2f9e44', return: '#e8590c' }[kind];
  const safe = orderId.replace(/[^A-Za-z0-9-]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240">
<rect width="320" height="240" fill="#f1f3f5"/>
<rect x="110" y="60" width="100" height="80" rx="6" fill="#c8a27a" stroke="#8d6e4c" stroke-width="3"/>
<path d="M110 88h100M160 60v80" stroke="#8d6e4c" stroke-width="3"/>
<circle cx="270" cy="48" r="22" fill="${colour}"/>
<path d="M259 48l8 8 14-16" stroke="#fff" stroke-width="5" fill="none"/>
<text x="160" y="180" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#212529">${title}</text>
<text x="160" y="205" font-family="sans-serif" font-size="13" text-anchor="middle" fill="#495057">${safe} · ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC</text>
</svg>`;
}
