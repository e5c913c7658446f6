import type { ResourceSchema } from '../model/types';
import adUnit from './adUnit';
import app from './app';
import channel from './channel';
import information from './information';
import keyword from './keyword';
import link from './link';
import postback from './postback';
import searchSite from './searchSite';
import site from './site';
import user from './user';
import userGroup from './userGroup';
import widget from './widget';
import zone from './zone';

/** The schema registry: every resource of the console. App.tsx is the only reader. */
export const registry: ResourceSchema[] = [
  site,
  zone,
  channel,
  information,
  user,
  userGroup,
  app,
  adUnit,
  keyword,
  searchSite,
  link,
  postback,
  widget,
];
