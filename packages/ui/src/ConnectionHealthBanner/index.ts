export { ConnectionHealthBanner, type ConnectionHealthBannerProps } from './ConnectionHealthBanner';
