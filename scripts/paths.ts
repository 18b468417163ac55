/**
 * `npm run paths [-- --update] [name…]`: loads scripts/paths-cli.ts through Vite (the project's
 * config, aliases and `import.meta.env`), because machines read the build's environment and plain
 * Node has none. See scripts/paths-cli.ts for what it prints and writes.
 */
import { createServer } from 'vite';

const server = await createServer({
  configFile: 'vite.config.ts',
  mode: 'test',
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
let code = 1;
try {
  const cli = (await server.ssrLoadModule('/scripts/paths-cli.ts')) as {
    main(args: string[]): Promise<number>;
  };
  code = await cli.main(process.argv.slice(2));
} finally {
  await server.close();
}
process.exit(code);
