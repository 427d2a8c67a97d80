import type { DemoModule } from '../../core/module';

/** Being built (issue 3): see docs/api/shell.yaml for the calls it answers. */
export const shellModule: DemoModule = { name: 'shell' };
