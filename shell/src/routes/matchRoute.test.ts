import routeTable from '../../static/route-table.json';
import { firstMatching, matchRoute } from './matchRoute.mjs';

describe('matchRoute (the one matcher of the router, the render server and the preload hints)', () => {
  it('matches a whole path as react-router does: one segment per parameter, anything below a splat', () => {
    expect(matchRoute('/class/:classId/*', '/class/7')).toEqual({ classId: '7', '*': '' });
    expect(matchRoute('/class/:classId/*', '/class/lecture/7')).toMatchObject({
      classId: 'lecture',
    });
    expect(matchRoute('/event/:eventId', '/event/3/more')).toBeNull();
    expect(matchRoute('/community', '/community/')).toEqual({});
  });

  it('narrows parameters by the route table’s rules: /community/write is no post to draw', () => {
    const rules = routeTable.params;
    expect(matchRoute('/community/:postId', '/community/12', rules)).toEqual({ postId: '12' });
    expect(matchRoute('/community/:postId', '/community/write', rules)).toBeNull();
    // Without rules (who owns a path) the classroom's /class/lecture/7 stays mfe_class's.
    expect(firstMatching(routeTable.routes, '/class/lecture/7')?.remote).toBe('mfe_class');
    expect(firstMatching(routeTable.routes, '/nowhere')).toBeNull();
  });
});
