import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import StarOutlineIcon from '@mui/icons-material/StarOutline';
import type { ReactElement } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { layout } from '../../app/theme/primitives';
import { createFlowPrefixes, paths } from '../../lib/paths';

interface Tab {
  label: string;
  path: string;
  icon: ReactElement;
  /** Other paths that belong to the tab. */
  alsoActiveOn: string[];
}

const tabs: Tab[] = [
  { label: 'Home', path: paths.home(), icon: <HomeOutlinedIcon />, alsoActiveOn: [] },
  {
    label: 'TrendStars',
    path: paths.trendStars(),
    icon: <StarOutlineIcon />,
    alsoActiveOn: [paths.trendStar('')],
  },
  { label: 'Create', path: paths.create(), icon: <AddCircleOutlineIcon />, alsoActiveOn: [...createFlowPrefixes] },
  { label: 'TrendStudio', path: paths.trendStudio(), icon: <AutoAwesomeIcon />, alsoActiveOn: [] },
  { label: 'Profile', path: paths.profile(), icon: <PersonOutlineIcon />, alsoActiveOn: [paths.settings()] },
];

export function activeTabPath(pathname: string): string | false {
  if (pathname === paths.home()) return paths.home();
  const tab = tabs.find(
    (candidate) =>
      candidate.path !== paths.home() &&
      (pathname === candidate.path ||
        pathname.startsWith(`${candidate.path}/`) ||
        candidate.alsoActiveOn.some((prefix) => pathname.startsWith(prefix))),
  );
  return tab ? tab.path : false;
}

/**
 * One bar across a phone's screen; from `layout.dockFrom` up a floating dock the width of the tabs, so a desktop
 * screen shows no empty strip beside them.
 */
export function BottomNav() {
  const { pathname } = useLocation();
  const active = activeTabPath(pathname);
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.appBar,
        bottom: { xs: 0, [layout.dockFrom]: layout.dockGap },
        left: { xs: 0, [layout.dockFrom]: '50%' },
        right: { xs: 0, [layout.dockFrom]: 'auto' },
        width: { [layout.dockFrom]: layout.dockMaxWidth },
        transform: { [layout.dockFrom]: 'translateX(-50%)' },
      }}
    >
      <BottomNavigation
        value={active}
        showLabels
        sx={{
          height: layout.bottomNavigationHeight,
          pb: 'env(safe-area-inset-bottom)',
        }}
      >
        {tabs.map((tab) => (
          <BottomNavigationAction
            key={tab.path}
            component={RouterLink}
            to={tab.path}
            value={tab.path}
            label={tab.label}
            icon={tab.icon}
            aria-current={active === tab.path ? 'page' : undefined}
          />
        ))}
      </BottomNavigation>
    </Box>
  );
}
