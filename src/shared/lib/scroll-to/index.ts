export { EASINGS, type Easing, type EasingName } from './easings';
export { prefersReducedMotion, tween, type TweenOptions } from './motion';
export { SCROLL_DEFAULTS, scrollTo, type ScrollAnimation, type ScrollContainer, type ScrollToOptions } from './scroll-to';
export { SCROLL_TRIGGERS, bindScrollTo, type BindScrollOptions, type ScrollTrigger } from './bind-scroll-to';
