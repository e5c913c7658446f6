/**
 * The row type of each resource, by its schema name: references and lookups name a resource, and
 * TypeScript checks their keys against its row. A schema file adds its own row next to it:
 *
 *   declare module '../model/rows' {
 *     interface ResourceRows {
 *       site: SiteRow;
 *     }
 *   }
 *
 * A resource that no reference or lookup names needs no entry.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each schema file
export interface ResourceRows {}
