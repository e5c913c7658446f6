import type { ResourceSchema } from '../resources/types';
import channel from './channel';
import site from './site';
import zone from './zone';

/** The schema registry: every resource of the console. App.tsx is the only reader. */
export const registry: ResourceSchema[] = [site, zone, channel];
