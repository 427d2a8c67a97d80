import type { DemoModule } from '../../core/module';

/** Being built (issue 3): see docs/api/realtime.yaml for the calls it answers. */
export const realtimeModule: DemoModule = { name: 'realtime' };
