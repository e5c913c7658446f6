import type { ResourceSchema } from '../resources/types';
import channel from './channel';
import information from './information';
import site from './site';
import user from './user';
import userGroup from './userGroup';
import zone from './zone';

/** The schema registry: every resource of the console. App.tsx is the only reader. */
export const registry: ResourceSchema[] = [site, zone, channel, information, user, userGroup];
