// Raw technology catalog of the sandbox world: real technology names by category, seed-independent.
// Ids are derived from position (category id * 100 + index + 1): append, never reorder or delete.

/** [name, website host or null, popularity 1–100 (share of sites using it), trend: 1 growing, -1 declining]. */
export type RawTech = readonly [name: string, host: string | null, popularity: number, trend?: -1 | 0 | 1];

export interface RawCategory {
  id: number;
  name: string;
  group: string | null;
  /** Completes "<name> is …" in the generated description. */
  blurb: string;
  /** A site runs at most one of these at a time (one CMS, one host …). */
  exclusive?: boolean;
  /** Live detection reports a version number for these. */
  versioned?: boolean;
  techs: readonly RawTech[];
}

/** Technology groups; a group's id is its position + 1. */
export const GROUPS = [
  'Content', 'Sales', 'Web development', 'Analytics', 'Marketing', 'Communication', 'Payments', 'Servers',
  'Security', 'Media', 'Privacy', 'Other',
] as const;

export const RAW_CATEGORIES: readonly RawCategory[] = [
  { id: 1, name: 'CMS', group: 'Content', blurb: 'a content management system', exclusive: true, versioned: true, techs: [
    ['WordPress', 'wordpress.org', 100], ['Drupal', 'drupal.org', 40, -1], ['Joomla', 'joomla.org', 30, -1], ['Wix', 'wix.com', 55],
    ['Squarespace', 'squarespace.com', 45], ['Webflow', 'webflow.com', 35, 1], ['Ghost', 'ghost.org', 12], ['Contentful', 'contentful.com', 15, 1],
    ['Sitecore', 'sitecore.com', 10], ['Adobe Experience Manager', 'business.adobe.com', 12], ['TYPO3', 'typo3.org', 9], ['Umbraco', 'umbraco.com', 7],
    ['Craft CMS', 'craftcms.com', 7], ['HubSpot CMS', 'hubspot.com', 15, 1], ['Strapi', 'strapi.io', 8, 1], ['Sanity', 'sanity.io', 8, 1],
    ['Duda', 'duda.co', 7], ['Weebly', 'weebly.com', 12, -1], ['Kentico', 'kentico.com', 5], ['DNN', 'dnnsoftware.com', 4, -1],
    ['Concrete CMS', 'concretecms.com', 3], ['Prismic', 'prismic.io', 5], ['Storyblok', 'storyblok.com', 5, 1], ['Silverstripe', 'silverstripe.org', 3],
    ['1C-Bitrix', '1c-bitrix.ru', 7]] },
  { id: 2, name: 'Ecommerce', group: 'Sales', blurb: 'an ecommerce platform', exclusive: true, versioned: true, techs: [
    ['Shopify', 'shopify.com', 60, 1], ['WooCommerce', 'woocommerce.com', 50], ['Magento', 'business.adobe.com', 25, -1], ['BigCommerce', 'bigcommerce.com', 15],
    ['PrestaShop', 'prestashop.com', 14], ['Salesforce Commerce Cloud', 'salesforce.com', 8], ['OpenCart', 'opencart.com', 10, -1], ['Shopware', 'shopware.com', 8],
    ['Ecwid', 'ecwid.com', 10], ['Wix eCommerce', 'wix.com', 12], ['Squarespace Commerce', 'squarespace.com', 10], ['Volusion', 'volusion.com', 3, -1],
    ['Shift4Shop', 'shift4shop.com', 3, -1], ['osCommerce', 'oscommerce.com', 2, -1], ['commercetools', 'commercetools.com', 4, 1], ['Saleor', 'saleor.io', 2],
    ['Lightspeed eCom', 'lightspeedhq.com', 5], ['Big Cartel', 'bigcartel.com', 5], ['Gumroad', 'gumroad.com', 4], ['Shopify Plus', 'shopify.com', 10, 1]] },
  { id: 3, name: 'JavaScript frameworks', group: 'Web development', blurb: 'a JavaScript framework for building user interfaces', versioned: true, techs: [
    ['React', 'react.dev', 60, 1], ['Vue.js', 'vuejs.org', 35, 1], ['Angular', 'angular.dev', 30], ['AngularJS', 'angularjs.org', 18, -1],
    ['Next.js', 'nextjs.org', 35, 1], ['Nuxt.js', 'nuxt.com', 15, 1], ['Svelte', 'svelte.dev', 8, 1], ['Ember.js', 'emberjs.com', 5, -1],
    ['Backbone.js', 'backbonejs.org', 9, -1], ['Alpine.js', 'alpinejs.dev', 10, 1], ['Preact', 'preactjs.com', 10], ['SolidJS', 'solidjs.com', 3, 1],
    ['Remix', 'remix.run', 4, 1], ['Stimulus', 'stimulus.hotwired.dev', 7], ['Knockout.js', 'knockoutjs.com', 4, -1], ['Meteor', 'meteor.com', 3, -1],
    ['Polymer', 'polymer-project.org', 2, -1], ['Qwik', 'qwik.dev', 2, 1], ['Mithril', 'mithril.js.org', 1], ['Marko', 'markojs.com', 1]] },
  { id: 4, name: 'JavaScript libraries', group: 'Web development', blurb: 'a JavaScript library', versioned: true, techs: [
    ['jQuery', 'jquery.com', 95, -1], ['jQuery UI', 'jqueryui.com', 35, -1], ['jQuery Migrate', 'jquery.com', 40, -1], ['Lodash', 'lodash.com', 35],
    ['Underscore.js', 'underscorejs.org', 22, -1], ['Moment.js', 'momentjs.com', 25, -1], ['core-js', null, 45], ['GSAP', 'gsap.com', 22, 1],
    ['Swiper', 'swiperjs.com', 25, 1], ['Slick', 'kenwheeler.github.io', 22], ['Owl Carousel', 'owlcarousel2.github.io', 18, -1], ['Lightbox', 'lokeshdhakar.com', 10],
    ['Modernizr', 'modernizr.com', 35, -1], ['Axios', 'axios-http.com', 18, 1], ['Chart.js', 'chartjs.org', 9], ['D3', 'd3js.org', 8],
    ['Three.js', 'threejs.org', 5, 1], ['Hammer.js', 'hammerjs.github.io', 7], ['Isotope', 'isotope.metafizzy.co', 7], ['Select2', 'select2.org', 13],
    ['Popper', 'popper.js.org', 30], ['Day.js', 'day.js.org', 10, 1], ['Zepto', 'zeptojs.com', 3, -1], ['RequireJS', 'requirejs.org', 9, -1],
    ['Handlebars', 'handlebarsjs.com', 9], ['Prototype', 'prototypejs.org', 3, -1], ['MooTools', 'mootools.net', 2, -1], ['Fancybox', 'fancyapps.com', 13],
    ['lazysizes', null, 16], ['clipboard.js', 'clipboardjs.com', 9], ['Socket.io', 'socket.io', 5], ['AOS', 'michalsnik.github.io', 13]] },
  { id: 5, name: 'Analytics', group: 'Analytics', blurb: 'a web analytics service', techs: [
    ['Google Analytics', 'marketingplatform.google.com', 90, 1], ['Universal Analytics', 'marketingplatform.google.com', 35, -1], ['Adobe Analytics', 'business.adobe.com', 10],
    ['Matomo Analytics', 'matomo.org', 10], ['Mixpanel', 'mixpanel.com', 10], ['Amplitude', 'amplitude.com', 8, 1], ['Heap', 'heap.io', 7],
    ['Plausible', 'plausible.io', 5, 1], ['Fathom', 'usefathom.com', 3], ['Kissmetrics', 'kissmetrics.io', 2, -1], ['Clicky', 'clicky.com', 3],
    ['Chartbeat', 'chartbeat.com', 5], ['Parse.ly', 'parse.ly', 4], ['Yandex.Metrika', 'metrika.yandex.ru', 12], ['Baidu Analytics', 'tongji.baidu.com', 6],
    ['Quantcast Measure', 'quantcast.com', 8], ['comScore', 'comscore.com', 8], ['Cloudflare Browser Insights', 'cloudflare.com', 10], ['Simple Analytics', 'simpleanalytics.com', 2],
    ['Pendo', 'pendo.io', 5, 1], ['PostHog', 'posthog.com', 4, 1], ['Woopra', 'woopra.com', 1, -1], ['StatCounter', 'statcounter.com', 6, -1],
    ['Umami', 'umami.is', 2, 1], ['Piwik PRO', 'piwik.pro', 2]] },
  { id: 6, name: 'Tag managers', group: 'Analytics', blurb: 'a tag management system', exclusive: true, techs: [
    ['Google Tag Manager', 'tagmanager.google.com', 80], ['Tealium', 'tealium.com', 7], ['Adobe Experience Platform Launch', 'business.adobe.com', 7],
    ['Ensighten', 'ensighten.com', 2, -1], ['Matomo Tag Manager', 'matomo.org', 2], ['Commanders Act', 'commandersact.com', 2]] },
  { id: 7, name: 'Marketing automation', group: 'Marketing', blurb: 'a marketing automation platform', techs: [
    ['HubSpot', 'hubspot.com', 30, 1], ['Marketo', 'business.adobe.com', 9, -1], ['Pardot', 'salesforce.com', 7, -1], ['Mailchimp', 'mailchimp.com', 35],
    ['Klaviyo', 'klaviyo.com', 22, 1], ['ActiveCampaign', 'activecampaign.com', 10], ['Braze', 'braze.com', 5, 1], ['Iterable', 'iterable.com', 3],
    ['Customer.io', 'customer.io', 3], ['Omnisend', 'omnisend.com', 5, 1], ['Drip', 'drip.com', 3], ['Kit', 'kit.com', 5],
    ['Oracle Eloqua', 'oracle.com', 4, -1], ['Brevo', 'brevo.com', 9, 1], ['GetResponse', 'getresponse.com', 5], ['AWeber', 'aweber.com', 4, -1],
    ['Constant Contact', 'constantcontact.com', 9], ['Campaign Monitor', 'campaignmonitor.com', 4], ['Salesforce Marketing Cloud', 'salesforce.com', 7], ['Attentive', 'attentive.com', 5, 1],
    ['Privy', 'privy.com', 5], ['Listrak', 'listrak.com', 2], ['Bronto', null, 1, -1]] },
  { id: 8, name: 'CRM', group: 'Sales', blurb: 'a customer relationship management system', techs: [
    ['Salesforce', 'salesforce.com', 22], ['HubSpot CRM', 'hubspot.com', 14, 1], ['Zoho CRM', 'zoho.com', 7], ['Pipedrive', 'pipedrive.com', 5],
    ['Microsoft Dynamics 365', 'dynamics.microsoft.com', 5], ['Freshsales', 'freshworks.com', 3], ['Insightly', 'insightly.com', 2], ['SugarCRM', 'sugarcrm.com', 2, -1],
    ['Copper', 'copper.com', 2], ['Keap', 'keap.com', 3], ['Close', 'close.com', 2], ['Nimble', 'nimble.com', 1]] },
  { id: 9, name: 'Live chat', group: 'Communication', blurb: 'a live chat service', exclusive: true, techs: [
    ['Intercom', 'intercom.com', 18], ['Drift', 'salesloft.com', 9, -1], ['Zendesk Chat', 'zendesk.com', 10, -1], ['LiveChat', 'livechat.com', 9],
    ['Tawk.to', 'tawk.to', 13], ['Olark', 'olark.com', 4, -1], ['Crisp', 'crisp.chat', 5, 1], ['Tidio', 'tidio.com', 7, 1],
    ['Freshchat', 'freshworks.com', 4], ['LivePerson', 'liveperson.com', 3], ['Smartsupp', 'smartsupp.com', 3], ['Chatra', 'chatra.com', 2],
    ['Userlike', 'userlike.com', 2], ['HubSpot Chat', 'hubspot.com', 7, 1], ['Facebook Customer Chat Plugin', 'facebook.com', 6, -1], ['SnapEngage', 'snapengage.com', 1, -1],
    ['Comm100', 'comm100.com', 2]] },
  { id: 10, name: 'Payment processors', group: 'Payments', blurb: 'a payment processor', techs: [
    ['Stripe', 'stripe.com', 28, 1], ['PayPal', 'paypal.com', 35], ['Braintree', 'braintreepayments.com', 7], ['Square', 'squareup.com', 7],
    ['Adyen', 'adyen.com', 7, 1], ['Authorize.Net', 'authorize.net', 4, -1], ['Worldpay', 'worldpay.com', 3], ['Amazon Pay', 'pay.amazon.com', 7],
    ['Apple Pay', 'apple.com', 13, 1], ['Google Pay', 'pay.google.com', 11, 1], ['Shop Pay', 'shop.app', 13, 1], ['Checkout.com', 'checkout.com', 3, 1],
    ['Mollie', 'mollie.com', 3], ['2Checkout', 'verifone.com', 2, -1], ['Razorpay', 'razorpay.com', 4, 1], ['Paddle', 'paddle.com', 3, 1],
    ['Chargebee', 'chargebee.com', 3], ['Recurly', 'recurly.com', 2]] },
  { id: 11, name: 'Buy now pay later', group: 'Payments', blurb: 'a buy-now-pay-later payment service', techs: [
    ['Klarna', 'klarna.com', 11, 1], ['Afterpay', 'afterpay.com', 7], ['Affirm', 'affirm.com', 5], ['Sezzle', 'sezzle.com', 3],
    ['Zip', 'zip.co', 3], ['Clearpay', 'clearpay.co.uk', 2]] },
  { id: 12, name: 'CDN', group: 'Servers', blurb: 'a content delivery network', techs: [
    ['Cloudflare', 'cloudflare.com', 70, 1], ['Amazon CloudFront', 'aws.amazon.com', 28], ['Akamai', 'akamai.com', 13], ['Fastly', 'fastly.com', 9],
    ['jsDelivr', 'jsdelivr.com', 28], ['cdnjs', 'cdnjs.com', 32], ['unpkg', 'unpkg.com', 9], ['Google Hosted Libraries', 'developers.google.com', 22, -1],
    ['Azure CDN', 'azure.microsoft.com', 5], ['KeyCDN', 'keycdn.com', 3], ['StackPath', 'stackpath.com', 3, -1], ['Bunny.net', 'bunny.net', 4, 1],
    ['CDN77', 'cdn77.com', 2]] },
  { id: 13, name: 'Web servers', group: 'Servers', blurb: 'a web server', versioned: true, techs: [
    ['Nginx', 'nginx.org', 65], ['Apache HTTP Server', 'httpd.apache.org', 50, -1], ['IIS', 'iis.net', 13, -1], ['LiteSpeed', 'litespeedtech.com', 13, 1],
    ['OpenResty', 'openresty.org', 7], ['Caddy', 'caddyserver.com', 3, 1], ['Apache Tomcat', 'tomcat.apache.org', 4], ['Lighttpd', 'lighttpd.net', 2, -1],
    ['Jetty', 'eclipse.dev', 2], ['Gunicorn', 'gunicorn.org', 3], ['Cowboy', 'ninenines.eu', 1], ['Tengine', 'tengine.taobao.org', 2]] },
  { id: 14, name: 'Programming languages', group: 'Web development', blurb: 'a programming language', versioned: true, techs: [
    ['PHP', 'php.net', 55, -1], ['Node.js', 'nodejs.org', 22, 1], ['Python', 'python.org', 9], ['Ruby', 'ruby-lang.org', 7],
    ['Java', 'java.com', 9], ['Go', 'go.dev', 3, 1], ['Scala', 'scala-lang.org', 1], ['Elixir', 'elixir-lang.org', 1],
    ['Perl', 'perl.org', 2, -1], ['TypeScript', 'typescriptlang.org', 7, 1]] },
  { id: 15, name: 'Web frameworks', group: 'Web development', blurb: 'a server-side web framework', versioned: true, techs: [
    ['Laravel', 'laravel.com', 13], ['Django', 'djangoproject.com', 5], ['Ruby on Rails', 'rubyonrails.org', 7], ['Express', 'expressjs.com', 11],
    ['Flask', 'flask.palletsprojects.com', 3], ['Spring', 'spring.io', 3], ['ASP.NET', 'dotnet.microsoft.com', 13, -1], ['Symfony', 'symfony.com', 5],
    ['CodeIgniter', 'codeigniter.com', 4, -1], ['Yii', 'yiiframework.com', 2], ['CakePHP', 'cakephp.org', 2, -1], ['Phoenix', 'phoenixframework.org', 1],
    ['FastAPI', 'fastapi.tiangolo.com', 1, 1], ['Laminas', 'getlaminas.org', 2, -1], ['Blazor', 'dotnet.microsoft.com', 2, 1]] },
  { id: 16, name: 'Hosting', group: 'Servers', blurb: 'a hosting and cloud platform', exclusive: true, techs: [
    ['Amazon Web Services', 'aws.amazon.com', 32], ['Google Cloud', 'cloud.google.com', 11], ['Microsoft Azure', 'azure.microsoft.com', 9], ['DigitalOcean', 'digitalocean.com', 7],
    ['Heroku', 'heroku.com', 5, -1], ['Vercel', 'vercel.com', 9, 1], ['Netlify', 'netlify.com', 9, 1], ['GitHub Pages', 'pages.github.com', 7],
    ['WP Engine', 'wpengine.com', 7], ['Kinsta', 'kinsta.com', 3, 1], ['SiteGround', 'siteground.com', 5], ['Pantheon', 'pantheon.io', 2],
    ['Fly.io', 'fly.io', 1, 1], ['Render', 'render.com', 2, 1], ['Linode', 'linode.com', 2], ['OVHcloud', 'ovhcloud.com', 5],
    ['Hetzner', 'hetzner.com', 4], ['GoDaddy', 'godaddy.com', 9, -1], ['Bluehost', 'bluehost.com', 5, -1], ['Cloudflare Pages', 'pages.cloudflare.com', 3, 1],
    ['Firebase', 'firebase.google.com', 5]] },
  { id: 17, name: 'Advertising', group: 'Marketing', blurb: 'an advertising network or conversion tag', techs: [
    ['Google Ads', 'ads.google.com', 40], ['Google AdSense', 'adsense.google.com', 22, -1], ['Meta Pixel', 'facebook.com', 45], ['Microsoft Advertising', 'ads.microsoft.com', 13],
    ['LinkedIn Insight Tag', 'linkedin.com', 18, 1], ['Twitter Ads', 'ads.twitter.com', 9, -1], ['TikTok Pixel', 'tiktok.com', 13, 1], ['Pinterest Tag', 'pinterest.com', 11],
    ['Snap Pixel', 'snap.com', 5], ['Criteo', 'criteo.com', 9], ['Taboola', 'taboola.com', 5], ['Outbrain', 'outbrain.com', 4],
    ['DoubleClick Floodlight', 'marketingplatform.google.com', 13, -1], ['AdRoll', 'adroll.com', 7, -1], ['The Trade Desk', 'thetradedesk.com', 7], ['Amazon Advertising', 'advertising.amazon.com', 5],
    ['Reddit Ads', 'redditinc.com', 3, 1], ['Quora Pixel', 'quora.com', 2], ['Google Publisher Tag', 'developers.google.com', 18], ['Prebid', 'prebid.org', 7],
    ['Media.net', 'media.net', 3], ['Mediavine', 'mediavine.com', 3], ['Ezoic', 'ezoic.com', 3]] },
  { id: 18, name: 'A/B testing', group: 'Analytics', blurb: 'an A/B testing and experimentation tool', techs: [
    ['Optimizely', 'optimizely.com', 7], ['VWO', 'vwo.com', 7], ['Google Optimize', 'optimize.google.com', 8, -1], ['AB Tasty', 'abtasty.com', 3],
    ['Adobe Target', 'business.adobe.com', 5], ['Kameleoon', 'kameleoon.com', 2], ['Convert', 'convert.com', 2], ['LaunchDarkly', 'launchdarkly.com', 3, 1],
    ['Split', 'split.io', 1], ['Dynamic Yield', 'dynamicyield.com', 3], ['Unbounce', 'unbounce.com', 3], ['Statsig', 'statsig.com', 1, 1],
    ['GrowthBook', 'growthbook.io', 1, 1]] },
  { id: 19, name: 'Font scripts', group: 'Web development', blurb: 'a web font or icon font service', techs: [
    ['Google Font API', 'fonts.google.com', 75], ['Font Awesome', 'fontawesome.com', 55], ['Adobe Fonts', 'fonts.adobe.com', 13], ['Fonts.com', 'fonts.com', 2, -1],
    ['Cufon', null, 1, -1], ['Ionicons', 'ionic.io', 5], ['Material Icons', 'fonts.google.com', 9], ['Bootstrap Icons', 'icons.getbootstrap.com', 7, 1],
    ['Cloud.typography', 'typography.com', 2], ['Glyphicons', 'glyphicons.com', 5, -1]] },
  { id: 20, name: 'UI frameworks', group: 'Web development', blurb: 'a CSS and UI component framework', versioned: true, techs: [
    ['Bootstrap', 'getbootstrap.com', 55], ['Tailwind CSS', 'tailwindcss.com', 22, 1], ['Foundation', 'get.foundation', 5, -1], ['Bulma', 'bulma.io', 3],
    ['MUI', 'mui.com', 7, 1], ['Semantic UI', 'semantic-ui.com', 2, -1], ['UIkit', 'getuikit.com', 3], ['Materialize CSS', 'materializecss.com', 2, -1],
    ['Ant Design', 'ant.design', 4], ['Chakra UI', 'chakra-ui.com', 2, 1], ['Vuetify', 'vuetifyjs.com', 2], ['Animate.css', 'animate.style', 18]] },
  { id: 21, name: 'Email', group: 'Communication', blurb: 'an email hosting or delivery service', techs: [
    ['Google Workspace', 'workspace.google.com', 38], ['Microsoft 365', 'microsoft.com', 33], ['SendGrid', 'sendgrid.com', 13], ['Mailgun', 'mailgun.com', 7],
    ['Amazon SES', 'aws.amazon.com', 9], ['Postmark', 'postmarkapp.com', 3], ['Zoho Mail', 'zoho.com', 4], ['Mandrill', 'mandrill.com', 4, -1],
    ['SparkPost', 'sparkpost.com', 2, -1], ['Proton Mail', 'proton.me', 2, 1], ['Mailjet', 'mailjet.com', 3], ['Fastmail', 'fastmail.com', 1]] },
  { id: 22, name: 'Security', group: 'Security', blurb: 'a security, bot protection or hardening technology', techs: [
    ['reCAPTCHA', 'developers.google.com', 38], ['hCaptcha', 'hcaptcha.com', 9, 1], ['Cloudflare Bot Management', 'cloudflare.com', 9, 1], ['Cloudflare Turnstile', 'cloudflare.com', 4, 1],
    ['HSTS', null, 42], ['Sucuri', 'sucuri.net', 4], ['Wordfence', 'wordfence.com', 7], ['Imperva', 'imperva.com', 4],
    ['Akamai Bot Manager', 'akamai.com', 3], ['PerimeterX', 'humansecurity.com', 2], ['DataDome', 'datadome.co', 2, 1]] },
  { id: 23, name: 'Reverse proxies', group: 'Servers', blurb: 'a reverse proxy and load balancer', techs: [
    ['Envoy', 'envoyproxy.io', 3, 1], ['HAProxy', 'haproxy.org', 4], ['Traefik', 'traefik.io', 3, 1], ['Kong', 'konghq.com', 2],
    ['Apache Traffic Server', 'trafficserver.apache.org', 1]] },
  { id: 24, name: 'Caching', group: 'Servers', blurb: 'a caching layer', techs: [
    ['Varnish', 'varnish-cache.org', 13], ['WP Rocket', 'wp-rocket.me', 9, 1], ['W3 Total Cache', 'boldgrid.com', 7, -1], ['WP Super Cache', null, 5, -1],
    ['LiteSpeed Cache', 'litespeedtech.com', 9, 1], ['Redis', 'redis.io', 5], ['Memcached', 'memcached.org', 2], ['Squid', 'squid-cache.org', 1, -1],
    ['NitroPack', 'nitropack.io', 3, 1], ['Autoptimize', null, 7], ['WP Fastest Cache', 'wpfastestcache.com', 5]] },
  { id: 25, name: 'Databases', group: 'Servers', blurb: 'a database', techs: [
    ['MySQL', 'mysql.com', 28], ['PostgreSQL', 'postgresql.org', 7, 1], ['MongoDB', 'mongodb.com', 5], ['MariaDB', 'mariadb.org', 7],
    ['Microsoft SQL Server', 'microsoft.com', 5], ['Cloud Firestore', 'firebase.google.com', 3, 1], ['Supabase', 'supabase.com', 2, 1], ['Amazon DynamoDB', 'aws.amazon.com', 2],
    ['SQLite', 'sqlite.org', 2], ['Oracle Database', 'oracle.com', 2, -1], ['Apache CouchDB', 'couchdb.apache.org', 1]] },
  { id: 26, name: 'Search', group: 'Web development', blurb: 'a site search engine', techs: [
    ['Algolia', 'algolia.com', 9, 1], ['Elasticsearch', 'elastic.co', 7], ['Swiftype', 'swiftype.com', 2, -1], ['Coveo', 'coveo.com', 2],
    ['Klevu', 'klevu.com', 2], ['Searchspring', 'searchspring.com', 2], ['Bloomreach', 'bloomreach.com', 2], ['Google Custom Search', 'programmablesearchengine.google.com', 5, -1],
    ['Apache Solr', 'solr.apache.org', 2], ['Doofinder', 'doofinder.com', 2], ['Meilisearch', 'meilisearch.com', 1, 1], ['Typesense', 'typesense.org', 1, 1],
    ['Constructor.io', 'constructor.io', 1]] },
  { id: 27, name: 'Video players', group: 'Media', blurb: 'a video hosting service or player', techs: [
    ['YouTube', 'youtube.com', 40], ['Vimeo', 'vimeo.com', 18], ['Wistia', 'wistia.com', 5], ['JW Player', 'jwplayer.com', 5],
    ['Brightcove', 'brightcove.com', 3], ['Video.js', 'videojs.com', 7], ['Plyr', 'plyr.io', 3], ['Vidyard', 'vidyard.com', 2],
    ['Kaltura', 'kaltura.com', 2], ['Mux', 'mux.com', 2, 1], ['Flowplayer', 'flowplayer.com', 1, -1], ['MediaElement.js', 'mediaelementjs.com', 9, -1],
    ['Loom', 'loom.com', 3, 1], ['Dailymotion', 'dailymotion.com', 2, -1], ['Adobe Flash', 'adobe.com', 1, -1]] },
  { id: 28, name: 'Maps', group: 'Web development', blurb: 'a mapping service', techs: [
    ['Google Maps', 'developers.google.com', 35], ['Mapbox', 'mapbox.com', 7, 1], ['Leaflet', 'leafletjs.com', 7], ['OpenStreetMap', 'openstreetmap.org', 5],
    ['Bing Maps', 'bingmapsportal.com', 2, -1], ['HERE Maps', 'here.com', 1], ['ArcGIS', 'arcgis.com', 2], ['OpenLayers', 'openlayers.org', 2],
    ['MapKit JS', 'developer.apple.com', 1, 1]] },
  { id: 29, name: 'Comment systems', group: 'Content', blurb: 'a comment system', techs: [
    ['Disqus', 'disqus.com', 9, -1], ['Facebook Comments', 'facebook.com', 4, -1], ['Commento', 'commento.io', 1], ['Hyvor Talk', 'talk.hyvor.com', 1],
    ['Giscus', 'giscus.app', 1, 1], ['Utterances', 'utteranc.es', 1], ['Remark42', 'remark42.com', 1], ['Viafoura', 'viafoura.com', 1],
    ['OpenWeb', 'openweb.com', 2], ['Livefyre', null, 1, -1]] },
  { id: 30, name: 'Cookie compliance', group: 'Privacy', blurb: 'a cookie consent and compliance manager', exclusive: true, techs: [
    ['OneTrust', 'onetrust.com', 18, 1], ['Cookiebot', 'cookiebot.com', 11], ['CookieYes', 'cookieyes.com', 7, 1], ['Osano', 'osano.com', 2],
    ['TrustArc', 'trustarc.com', 3], ['Quantcast Choice', 'quantcast.com', 4], ['Didomi', 'didomi.io', 3, 1], ['Usercentrics', 'usercentrics.com', 4, 1],
    ['Complianz', 'complianz.io', 4], ['Termly', 'termly.io', 3], ['iubenda', 'iubenda.com', 4], ['Cookie Notice', 'hu-manity.co', 4, -1],
    ['Civic Cookie Control', 'civicuk.com', 2], ['Sourcepoint', 'sourcepoint.com', 2], ['CookieFirst', 'cookiefirst.com', 1]] },
  { id: 31, name: 'Customer data platform', group: 'Analytics', blurb: 'a customer data platform', techs: [
    ['Segment', 'segment.com', 11, 1], ['mParticle', 'mparticle.com', 2], ['Tealium AudienceStream', 'tealium.com', 2], ['RudderStack', 'rudderstack.com', 2, 1],
    ['Bloomreach Engagement', 'bloomreach.com', 1], ['Lytics', 'lytics.com', 1], ['Treasure Data', 'treasuredata.com', 1], ['Hightouch', 'hightouch.com', 1, 1],
    ['Zeotap', 'zeotap.com', 1], ['Amperity', 'amperity.com', 1]] },
  { id: 32, name: 'Heatmaps', group: 'Analytics', blurb: 'a heatmap and session recording tool', techs: [
    ['Hotjar', 'hotjar.com', 28], ['Microsoft Clarity', 'clarity.microsoft.com', 18, 1], ['Crazy Egg', 'crazyegg.com', 5, -1], ['FullStory', 'fullstory.com', 5],
    ['Mouseflow', 'mouseflow.com', 3], ['Lucky Orange', 'luckyorange.com', 3], ['Smartlook', 'smartlook.com', 2], ['Contentsquare', 'contentsquare.com', 3, 1],
    ['Inspectlet', 'inspectlet.com', 1, -1], ['Quantum Metric', 'quantummetric.com', 2], ['LogRocket', 'logrocket.com', 2, 1], ['Glassbox', 'glassbox.com', 1]] },
  { id: 33, name: 'Issue trackers', group: 'Web development', blurb: 'an issue tracker and visual feedback widget', techs: [
    ['Usersnap', 'usersnap.com', 1], ['UserVoice', 'uservoice.com', 2, -1], ['Canny', 'canny.io', 2, 1], ['Marker.io', 'marker.io', 1],
    ['Jira Issue Collector', 'atlassian.com', 2], ['BugHerd', 'bugherd.com', 1], ['Instabug', 'instabug.com', 1]] },
  { id: 34, name: 'Surveys', group: 'Marketing', blurb: 'a survey and customer feedback tool', techs: [
    ['Qualtrics', 'qualtrics.com', 5], ['SurveyMonkey', 'surveymonkey.com', 4], ['Typeform', 'typeform.com', 7, 1], ['Medallia', 'medallia.com', 2],
    ['Delighted', 'delighted.com', 1], ['Survicate', 'survicate.com', 1], ['Qualaroo', 'qualaroo.com', 1, -1], ['Usabilla', 'usabilla.com', 1, -1],
    ['Refiner', 'refiner.io', 1]] },
  { id: 35, name: 'Static site generators', group: 'Web development', blurb: 'a static site generator', versioned: true, techs: [
    ['Gatsby', 'gatsbyjs.com', 7, -1], ['Hugo', 'gohugo.io', 5], ['Jekyll', 'jekyllrb.com', 5, -1], ['Eleventy', '11ty.dev', 2, 1],
    ['Astro', 'astro.build', 3, 1], ['Hexo', 'hexo.io', 2], ['Docusaurus', 'docusaurus.io', 2, 1], ['MkDocs', 'mkdocs.org', 2],
    ['Gridsome', 'gridsome.org', 1, -1], ['Pelican', 'getpelican.com', 1], ['VuePress', 'vuepress.vuejs.org', 2], ['Middleman', 'middlemanapp.com', 1, -1]] },
  { id: 36, name: 'Blogs', group: 'Content', blurb: 'a blogging platform', techs: [
    ['Blogger', 'blogger.com', 9, -1], ['Medium', 'medium.com', 5], ['Tumblr', 'tumblr.com', 4, -1], ['Substack', 'substack.com', 4, 1],
    ['Hashnode', 'hashnode.com', 1, 1], ['beehiiv', 'beehiiv.com', 2, 1], ['TypePad', 'typepad.com', 1, -1], ['Write.as', 'write.as', 1],
    ['LiveJournal', 'livejournal.com', 1, -1]] },
  { id: 37, name: 'Widgets', group: 'Other', blurb: 'an embeddable website widget', techs: [
    ['AddThis', null, 13, -1], ['ShareThis', 'sharethis.com', 9], ['AddToAny', 'addtoany.com', 9], ['Sumo', 'sumo.com', 3, -1],
    ['Elfsight', 'elfsight.com', 4, 1], ['POWR', 'powr.io', 2], ['Calendly', 'calendly.com', 7, 1], ['Smash Balloon', 'smashballoon.com', 4],
    ['Twitter Widgets', 'developer.x.com', 13, -1], ['Google Translate Widget', 'translate.google.com', 5, -1]] },
  { id: 38, name: 'Reviews', group: 'Marketing', blurb: 'a customer reviews platform', techs: [
    ['Trustpilot', 'trustpilot.com', 11, 1], ['Yotpo', 'yotpo.com', 5], ['Bazaarvoice', 'bazaarvoice.com', 3], ['Reviews.io', 'reviews.io', 2],
    ['Judge.me', 'judge.me', 5, 1], ['Feefo', 'feefo.com', 2], ['PowerReviews', 'powerreviews.com', 2], ['Okendo', 'okendo.io', 2, 1],
    ['Stamped', 'stamped.io', 2], ['Google Customer Reviews', 'support.google.com', 3]] },
  { id: 39, name: 'Monitoring', group: 'Web development', blurb: 'a performance monitoring and error tracking service', techs: [
    ['New Relic', 'newrelic.com', 9], ['Datadog', 'datadoghq.com', 5, 1], ['Sentry', 'sentry.io', 11, 1], ['Bugsnag', 'bugsnag.com', 2],
    ['Raygun', 'raygun.com', 1], ['Rollbar', 'rollbar.com', 2], ['Dynatrace', 'dynatrace.com', 2], ['AppDynamics', 'appdynamics.com', 2, -1],
    ['Elastic APM', 'elastic.co', 1], ['TrackJS', 'trackjs.com', 1], ['SpeedCurve', 'speedcurve.com', 1], ['Akamai mPulse', 'akamai.com', 2]] },
  { id: 40, name: 'Affiliate programs', group: 'Marketing', blurb: 'an affiliate marketing network', techs: [
    ['Impact', 'impact.com', 4, 1], ['Awin', 'awin.com', 4], ['CJ Affiliate', 'cj.com', 3], ['ShareASale', 'shareasale.com', 3, -1],
    ['Rakuten Advertising', 'rakutenadvertising.com', 2], ['Refersion', 'refersion.com', 2], ['PartnerStack', 'partnerstack.com', 2, 1], ['Partnerize', 'partnerize.com', 1],
    ['Tapfiliate', 'tapfiliate.com', 1]] },
  { id: 41, name: 'Helpdesk', group: 'Communication', blurb: 'a customer support helpdesk', techs: [
    ['Zendesk', 'zendesk.com', 11], ['Freshdesk', 'freshdesk.com', 7], ['Help Scout', 'helpscout.com', 3], ['Gorgias', 'gorgias.com', 3, 1],
    ['Kustomer', 'kustomer.com', 1], ['Gladly', 'gladly.com', 1], ['Zoho Desk', 'zoho.com', 2], ['ServiceNow', 'servicenow.com', 2],
    ['Salesforce Service Cloud', 'salesforce.com', 3], ['HappyFox', 'happyfox.com', 1], ['Front', 'front.com', 2, 1]] },
  { id: 42, name: 'Form builders', group: 'Marketing', blurb: 'an online form builder', techs: [
    ['Jotform', 'jotform.com', 5], ['Gravity Forms', 'gravityforms.com', 7], ['Contact Form 7', 'contactform7.com', 18], ['WPForms', 'wpforms.com', 11, 1],
    ['Formstack', 'formstack.com', 2], ['Wufoo', 'wufoo.com', 2, -1], ['Google Forms', 'forms.google.com', 3], ['Cognito Forms', 'cognitoforms.com', 1],
    ['Tally', 'tally.so', 1, 1], ['Ninja Forms', 'ninjaforms.com', 4]] },
  { id: 43, name: 'Push notifications', group: 'Communication', blurb: 'a web push notification service', techs: [
    ['OneSignal', 'onesignal.com', 7, 1], ['PushEngage', 'pushengage.com', 2], ['Pushwoosh', 'pushwoosh.com', 1], ['Airship', 'airship.com', 2],
    ['Firebase Cloud Messaging', 'firebase.google.com', 3], ['iZooto', 'izooto.com', 2], ['WonderPush', 'wonderpush.com', 1], ['Webpushr', 'webpushr.com', 1]] },
  { id: 44, name: 'Translation', group: 'Other', blurb: 'a website translation and localization tool', techs: [
    ['Weglot', 'weglot.com', 4, 1], ['Lokalise', 'lokalise.com', 1], ['Transifex', 'transifex.com', 1], ['Localize', 'localizejs.com', 1],
    ['Smartling', 'smartling.com', 1], ['WPML', 'wpml.org', 7], ['Polylang', 'polylang.pro', 4], ['TranslatePress', 'translatepress.com', 2, 1],
    ['GTranslate', 'gtranslate.io', 3]] },
  { id: 45, name: 'Operating systems', group: 'Servers', blurb: 'a server operating system', versioned: true, techs: [
    ['Ubuntu', 'ubuntu.com', 13], ['Debian', 'debian.org', 9], ['CentOS', 'centos.org', 7, -1], ['Red Hat Enterprise Linux', 'redhat.com', 2],
    ['Windows Server', 'microsoft.com', 9, -1], ['FreeBSD', 'freebsd.org', 2], ['Amazon Linux', 'aws.amazon.com', 2], ['AlmaLinux', 'almalinux.org', 1, 1]] },
  { id: 46, name: 'SSL certificate authorities', group: 'Security', blurb: 'an SSL certificate authority', techs: [
    ["Let's Encrypt", 'letsencrypt.org', 38, 1], ['DigiCert', 'digicert.com', 13], ['Sectigo', 'sectigo.com', 13], ['GlobalSign', 'globalsign.com', 4],
    ['Google Trust Services', 'pki.goog', 13, 1], ['Entrust', 'entrust.com', 2, -1], ['ZeroSSL', 'zerossl.com', 2, 1]] },
  { id: 47, name: 'Authentication', group: 'Security', blurb: 'an authentication and identity service', techs: [
    ['Auth0', 'auth0.com', 4, 1], ['Okta', 'okta.com', 4], ['Firebase Authentication', 'firebase.google.com', 3], ['Clerk', 'clerk.com', 2, 1],
    ['Amazon Cognito', 'aws.amazon.com', 2], ['Google Sign-In', 'developers.google.com', 9], ['Sign in with Apple', 'developer.apple.com', 2]] },
  { id: 48, name: 'Page builders', group: 'Content', blurb: 'a visual page builder', techs: [
    ['Elementor', 'elementor.com', 22, 1], ['Divi', 'elegantthemes.com', 11], ['WPBakery', 'wpbakery.com', 9, -1], ['Beaver Builder', 'wpbeaverbuilder.com', 3],
    ['Oxygen', 'oxygenbuilder.com', 1], ['Bricks', 'bricksbuilder.io', 1, 1], ['Thrive Architect', 'thrivethemes.com', 2]] },
  { id: 49, name: 'Accessibility', group: 'Other', blurb: 'a web accessibility tool', techs: [
    ['accessiBe', 'accessibe.com', 4], ['UserWay', 'userway.org', 4, 1], ['AudioEye', 'audioeye.com', 2], ['EqualWeb', 'equalweb.com', 1],
    ['Recite Me', 'reciteme.com', 1], ['Siteimprove', 'siteimprove.com', 3]] },
  { id: 50, name: 'Miscellaneous', group: null, blurb: 'a web technology', techs: [
    ['Open Graph', 'ogp.me', 65], ['RSS', null, 38], ['PWA', null, 13, 1], ['Webpack', 'webpack.js.org', 28],
    ['Vite', 'vite.dev', 5, 1], ['AMP', 'amp.dev', 7, -1], ['Schema.org', 'schema.org', 38], ['Twitter Cards', 'developer.x.com', 28],
    ['Gravatar', 'gravatar.com', 13], ['Priority Hints', null, 9, 1], ['Turbo', 'turbo.hotwired.dev', 3, 1], ['Parcel', 'parceljs.org', 1]] },
];

/**
 * Common migrations within one category, [from, to, weight]: a share of domains is generated with
 * `from` removed within weeks of adopting `to`, so switch signals exist (Magento → Shopify …).
 */
export const SWITCH_PAIRS: readonly (readonly [from: string, to: string, weight: number])[] = [
  ['Universal Analytics', 'Google Analytics', 12], ['Magento', 'Shopify', 5], ['WooCommerce', 'Shopify', 4], ['BigCommerce', 'Shopify', 2],
  ['Intercom', 'Drift', 2], ['Drift', 'Intercom', 3], ['Zendesk Chat', 'Intercom', 2], ['Olark', 'Intercom', 1], ['LiveChat', 'Tidio', 1],
  ['Mailchimp', 'Klaviyo', 5], ['Marketo', 'HubSpot', 2], ['Pardot', 'HubSpot', 1], ['Google Optimize', 'VWO', 2], ['Google Optimize', 'Optimizely', 1],
  ['Heroku', 'Vercel', 2], ['Heroku', 'Render', 1], ['Apache HTTP Server', 'Nginx', 3], ['AngularJS', 'React', 2], ['AngularJS', 'Angular', 1],
  ['Drupal', 'WordPress', 2], ['Joomla', 'WordPress', 2], ['Squarespace', 'Webflow', 1], ['Wix', 'Webflow', 1], ['Hotjar', 'Microsoft Clarity', 2],
  ['Disqus', 'Giscus', 1], ['Cookiebot', 'OneTrust', 1], ['Cookie Notice', 'CookieYes', 1], ['Moment.js', 'Day.js', 1], ['Gatsby', 'Astro', 1],
  ['Zendesk', 'Gorgias', 1], ['Authorize.Net', 'Stripe', 2], ['Braintree', 'Stripe', 1], ['Google Custom Search', 'Algolia', 1], ['AddThis', 'AddToAny', 1],
];
