import { ConfigError, parseConfig } from './config/env.ts';
import { buildApp } from './app.ts';
import { prepareGeocoder } from './modules/geo/service.ts';
import { closeContext, createContext } from './context.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, DEMO_VOUCHER, seedDemoData } from './seed/demo.ts';
import { createFleetSimulator } from './sim/fleet.ts';
import { createEntryPointSender } from './sim/sender.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      // EX_CONFIG: `npm start`'s supervisor does not restart a server it cannot configure.
      process.exit(78);
    }
    throw error;
  }
  const ctx = await createContext(config);
  const app = await buildApp(ctx);
  prepareGeocoder(ctx);
  const seeded = await seedDemoData(ctx);
  const fleet = config.simulator.enabled
    ? createFleetSimulator(ctx, {
        speed: config.simulator.speed,
        poolSize: config.simulator.poolSize,
        send: createEntryPointSender(app, ctx.secrets.logisticsSecret),
      })
    : null;

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, let requests in flight finish, then release the database.
    await fleet?.stop();
    await app.close();
    await closeContext(ctx);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // A round a second at normal speed, four at demo speeds: riders move by the time elapsed, so a
  // round more often only costs a read of every active order (the screens poll positions every 2 s).
  fleet?.start(Math.max(250, Math.round(1000 / config.simulator.speed)));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // `npm run admin` finds this server by DATA_DIR, whatever PORT it is given.
  ctx.embeddedLock?.notePort(port);
  const lines = [
    '',
    `Rider Portal is running on http://localhost:${port}`,
    `  market ${config.country} · brand ${config.entity} · environment ${config.environment}`,
    `  database ${ctx.database.kind}${ctx.database.kind === 'pglite' ? ` in ${config.dataDir}` : ''} · bus ${ctx.bus.kind} · mail ${ctx.mailer.kind}`,
    `  API docs http://localhost:${port}/api/docs`,
    `  rider-fleet simulator ${fleet ? `on (speed ×${config.simulator.speed})` : 'off'}`,
  ];
  if (config.environment !== 'prd') {
    lines.push(
      `  demo logins (password ${DEMO_PASSWORD})${seeded.created ? ', just created' : ''}:`,
    );
    for (const login of DEMO_LOGINS) lines.push(`    ${login.email}  ${login.description}`);
    if (seeded.voucherCode)
      lines.push(
        `  voucher to try in the request form: ${seeded.voucherCode} (${DEMO_VOUCHER.amount}% off the delivery fee)`,
      );
    lines.push(
      config.devPages
        ? `  mail sent by the portal: http://localhost:${port}/dev/mailbox (signed in: your own mail)`
        : '  development pages off (listening beyond this machine): HOST=127.0.0.1 npm start to read mail at /dev/mailbox',
    );
  }
  if (!ctx.webDist) lines.push('  web app not built: run `npm run build` and restart');
  // The readable log is written by a worker thread: let its start-up lines out first, so the
  // banner is the last thing at start-up.
  if (config.logFormat === 'pretty') await new Promise((resolve) => setTimeout(resolve, 200));
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
