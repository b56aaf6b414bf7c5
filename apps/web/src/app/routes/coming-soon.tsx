import { ComingSoon } from '../../components/ComingSoon.js';

export const comingSoon = (title: string) => () => <ComingSoon title={title} />;
