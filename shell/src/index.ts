// The shell's stylesheets come with the entry: the page's <head> links them, so they load alongside main.js
// instead of after it (first contentful paint of the landing page).
import './layout/layout.css';
import './pages/landing.css';

// Async boundary: lets Module Federation negotiate shared singletons before any of them is used.
import('./bootstrap');
