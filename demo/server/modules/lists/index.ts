import type { DemoModule } from '../../core/module';

/** Being built (issue 3): see docs/api/lists.yaml for the calls it answers. */
export const listsModule: DemoModule = { name: 'lists' };
