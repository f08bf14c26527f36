// Loaded into each server process of bench/soak.ts (node --import): answers the benchmark's
// memory questions over the IPC channel, so the server's own code stays as it ships.
type TMemoryQuestion = { type: 'memory'; id: number; gc?: boolean };

process.on('message', (message: TMemoryQuestion) => {
  if (message?.type !== 'memory') return;
  // --expose-gc is given only to the soak's instances: a collection before the sample when asked.
  if (message.gc) (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  process.send?.({
    type: 'memory',
    id: message.id,
    rss: usage.rss,
    heapUsed: usage.heapUsed,
    heapTotal: usage.heapTotal,
    external: usage.external,
  });
});
// The channel must not keep a server alive that was asked to stop.
process.channel?.unref();
