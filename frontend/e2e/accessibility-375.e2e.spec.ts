import { describeAccessibilityAt } from './support/accessibility-crawl';

// every route at 375 px (e2e/support/accessibility-crawl.ts; the other width has a file of its own)
describeAccessibilityAt('375', { width: 375, height: 812 });
