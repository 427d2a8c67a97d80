import type { DemoModule } from '../../core/module';

/** Being built (issue 3): see docs/api/search.yaml for the calls it answers. */
export const searchModule: DemoModule = { name: 'search' };
