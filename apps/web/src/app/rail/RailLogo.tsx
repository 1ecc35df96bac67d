import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './IconRail.module.css';

/** The product mark at the top of the rail; hidden by some embedding hosts (spec 002 §2). */
export function RailLogo() {
  return (
    <Tooltip label="Parley" position="right" withArrow openDelay={200}>
      <Link to="/" aria-label="Parley home" className={classes.logo}>
        <ThemeIcon
          size={40}
          radius="md"
          variant="gradient"
          gradient={{ from: 'indigo.5', to: 'cyan.5', deg: 135 }}
        >
          <IconMessages size={22} stroke={1.8} aria-hidden />
        </ThemeIcon>
      </Link>
    </Tooltip>
  );
}
