import { closeSharedBrowser } from './browser';

// After each test file: its browser goes with it (openBrowser starts one per file, on first use).
afterAll(async () => {
  await closeSharedBrowser();
});
