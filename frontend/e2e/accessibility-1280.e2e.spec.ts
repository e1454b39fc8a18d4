import { describeAccessibilityAt } from './support/accessibility-crawl';

// every route at 1280 px (e2e/support/accessibility-crawl.ts; the other width has a file of its own)
describeAccessibilityAt('1280', { width: 1280, height: 800 });
