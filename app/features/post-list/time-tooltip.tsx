/** antd's Tooltip, loaded when a reader first points at a time that has one (relative-time.tsx). */
import { Tooltip } from 'antd';

export { Tooltip as TimeTooltip };
