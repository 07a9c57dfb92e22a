import { Icon, type IconProps } from '../../components/icons/icon';

export function MinusIcon(props: IconProps) {
  return <Icon {...props} d="M872 474H152c-4.4 0-8 3.6-8 8v60c0 4.4 3.6 8 8 8h720c4.4 0 8-3.6 8-8v-60c0-4.4-3.6-8-8-8z" />;
}
