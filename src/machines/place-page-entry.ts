/** Entering a place page from its URL (town, address, place, hamlet pages). */
import { addressDestination } from '../domain/paths/search-paths';
import type { PlaceRequest } from './place-page-machine';
import type { SearchActors } from './search-system';

/** A place page shown by the URL: its kind and location as `page`, its path and hash as `here`. */
export interface EnteredPlacePage {
  page: string;
  here: string;
  request: PlaceRequest;
}

/**
 * Tells the place page which page the URL shows: the address the search just chose when the URL is
 * its page (shown at once), else the page's request (loaded). The machine ignores the same page
 * entered again. A search that holds something else (the list of a category searched from here,
 * left by Back) lets it go: its pins are not this page's.
 */
export function enterPlacePage(
  actors: Pick<SearchActors, 'search' | 'placePage'>,
  entered: EnteredPlacePage,
): void {
  const search = actors.search.getSnapshot();
  const { selected } = search.context;
  const address = selected && addressDestination(selected) === entered.here ? selected : null;
  // A search still loading (typed on this page, the page about to be left) goes on.
  const holds = !search.matches('idle') && !search.matches('loading');
  if (!address && holds) actors.search.send({ type: 'clear' });
  actors.placePage.send({
    type: 'page.entered',
    page: entered.page,
    request: entered.request,
    address,
  });
}
