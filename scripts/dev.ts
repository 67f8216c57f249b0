import { main } from '../server/main';

// Vite in middleware mode: pages hot-reload; restart the command after server changes.
main({ devServer: true }).catch((err) => {
  console.error(err);
  process.exit(1);
});
