import type { DemoModule } from '../../core/module';

/** Being built (issue 3): see docs/api/workflows.yaml for the calls it answers. */
export const workflowsModule: DemoModule = { name: 'workflows' };
