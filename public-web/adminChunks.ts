/**
 * The admin's UI libraries (antd and what it is built on, the drag and drop of the board) as
 * chunks of their own, each under the size budget of a site chunk, for the web admin and the
 * desktop console's renderer alike. Only these packages are captured, and not their dependencies:
 * React, react-query and the other modules the public pages share stay in the chunks the site's
 * entry already loads, so the home page's first load is unchanged.
 */
const ADMIN_UI = new RegExp(
  `node_modules[\\\\/](${[
    'antd',
    '@ant-design',
    '@rc-component',
    '@dnd-kit',
    // What antd is built on: a module of one group importing a module left in the admin's chunk
    // (which imports the group) would run before it is defined, so every one is captured.
    '@emotion',
    '@babel[\\\\/]runtime',
    'stylis',
    'clsx',
    'is-mobile',
    'dayjs',
    'compute-scroll-into-view',
    'scroll-into-view-if-needed',
    'throttle-debounce',
  ].join('|')})[\\\\/]`,
);

export const adminChunks = {
  includeDependenciesRecursively: false,
  groups: [
    {
      name: 'admin-ui',
      test: ADMIN_UI,
      // Source bytes: the minified pieces come out at roughly a third of this.
      maxSize: 1_600_000,
    },
  ],
};

/**
 * The desktop console's renderer has no public pages to keep light: its framework libraries
 * (React, zod, react-query, the message formatting) go in a chunk of their own as well.
 */
export const desktopChunks = {
  ...adminChunks,
  groups: [
    ...adminChunks.groups,
    {
      name: 'vendor',
      test: /node_modules[\\/](react|react-dom|scheduler|zod|@tanstack|@formatjs|intl-messageformat|react-intl)[\\/]/,
    },
  ],
};
