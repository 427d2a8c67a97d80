import type { DemoModule } from '../../core/module';

/** Being built (issue 3): see docs/api/help.yaml for the calls it answers. */
export const helpModule: DemoModule = { name: 'help' };
