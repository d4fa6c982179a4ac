import type { CapSize, Category, Color, HairQuality, HairType, Lace, Origin, Texture } from '@shared/catalogue/product-options';
import type { Accessory } from './demo-images';

// The demo catalogue: what three sellers of wigs, weaves, extensions and accessories for
// afro-textured hair would list. Prices are integer cents; every value meets 0002_catalogue.sql.

export type DemoProduct = {
  /** Index in the demo sellers: 0 Aminata (Paris), 1 Koffi (Bruxelles), 2 Grace (Douala). */
  seller: 0 | 1 | 2;
  images: 1 | 2 | 3;
  title: string;
  description: string;
  price: number;
  stock: number;
  category: Category;
  hair?: HairType;
  color?: Color;
  code?: string;
  cm?: number;
  texture?: Texture;
  quality?: HairQuality;
  origin?: Origin;
  heat?: boolean;
  wig?: { lace: Lace; hd?: boolean; glueless?: boolean; density: number; cap: CapSize };
  accessory?: Accessory;
};

const P = 'Perruques', T = 'Tissages', E = 'Extensions', A = 'Accessoires';

export const DEMO_PRODUCTS: DemoProduct[] = [
  // Perruques
  { seller: 0, images: 3, category: P, title: 'Perruque lace frontale 13x4 body wave 60 cm', price: 28900, stock: 2,
    description: 'Cheveux vierges brésiliens, ondulation body wave souple qui garde sa forme après lavage. Lace HD invisible sur toutes les carnations, naissance pré-épilée et baby hair naturels.',
    hair: 'Naturel', color: 'noir', code: '1B', cm: 60, texture: 'body_wave', quality: 'vierge', origin: 'bresilien', wig: { lace: 'frontale_13x4', hd: true, density: 180, cap: 'M' } },
  { seller: 0, images: 2, category: P, title: 'Perruque bob lisse closure 4x4 30 cm', price: 12900, stock: 4,
    description: 'Un carré plongeant prêt à porter, coupe nette et pointes épaisses. Idéale pour un premier achat : pose rapide, entretien facile.',
    hair: 'Naturel', color: 'noir', code: '1B', cm: 30, texture: 'lisse', quality: 'remy', origin: 'peruvien', wig: { lace: 'closure_4x4', density: 150, cap: 'S' } },
  { seller: 0, images: 2, category: P, title: 'Perruque glueless deep wave closure 5x5 HD 55 cm', price: 24900, stock: 3,
    description: "Se pose sans colle grâce à l'élastique réglable et aux peignes intégrés. Boucles deep wave définies, densité 200 % pour un rendu généreux.",
    hair: 'Naturel', color: 'noir', code: '1', cm: 55, texture: 'deep_wave', quality: 'vierge', origin: 'malaisien', wig: { lace: 'closure_5x5', hd: true, glueless: true, density: 200, cap: 'M' } },
  { seller: 0, images: 3, category: P, title: 'Perruque 360 lace water wave 65 cm', price: 32900, stock: 1,
    description: 'Lace sur tout le tour de tête : queue de cheval haute et chignon possibles. Ondulations water wave à raviver avec un peu d’eau et de crème coiffante.',
    hair: 'Naturel', color: 'noir', code: '1B', cm: 65, texture: 'water_wave', quality: 'vierge', origin: 'bresilien', wig: { lace: 'lace_360', density: 180, cap: 'M' } },
  { seller: 0, images: 3, category: P, title: 'Perruque full lace lisse 76 cm cheveux vierges', price: 45000, stock: 1,
    description: 'Notre pièce d’exception : full lace HD, raie libre, cheveux vietnamiens vierges très longs et soyeux. Livrée avec bonnet, bandeau et filet.',
    hair: 'Naturel', color: 'noir', code: '1B', cm: 76, texture: 'lisse', quality: 'vierge', origin: 'vietnamien', wig: { lace: 'full_lace', hd: true, density: 200, cap: 'M' } },
  { seller: 0, images: 2, category: P, title: 'Perruque ombrée 4/27 body wave 50 cm', price: 21900, stock: 2,
    description: 'Racines chocolat et longueurs miel : un ombré doux qui illumine le visage. Coloration réalisée à la main, sans effet cuivré.',
    hair: 'Naturel', color: 'brun', code: '4/27', cm: 50, texture: 'body_wave', quality: 'remy', origin: 'bresilien', wig: { lace: 'frontale_13x4', density: 180, cap: 'M' } },
  { seller: 0, images: 2, category: P, title: 'Perruque blonde 613 lisse frontale 13x6 60 cm', price: 31900, stock: 2,
    description: 'Blond platine 613, base idéale pour une coloration personnalisée. Frontale 13x6 HD pour des raies profondes et des coiffures en arrière.',
    hair: 'Naturel', color: 'blond', code: '613', cm: 60, texture: 'lisse', quality: 'vierge', origin: 'bresilien', wig: { lace: 'frontale_13x6', hd: true, density: 180, cap: 'L' } },
  { seller: 0, images: 1, category: P, title: 'Perruque bob deep wave glueless 35 cm', price: 15900, stock: 3,
    description: 'Un bob bouclé léger à porter au quotidien, sans colle ni gel. Cheveux cambodgiens vierges, boucles serrées qui tiennent toute la journée.',
    hair: 'Naturel', color: 'noir', code: '1B', cm: 35, texture: 'deep_wave', quality: 'vierge', origin: 'cambodgien', wig: { lace: 'closure_5x5', hd: true, glueless: true, density: 180, cap: 'S' } },
  { seller: 1, images: 2, category: P, title: 'Perruque kinky curly closure 4x4 40 cm', price: 17900, stock: 3,
    description: 'Texture 4a-4b fidèle aux cheveux naturels, volume et définition des boucles. Se coiffe en wash and go ou en twist-out.',
    hair: 'Naturel', color: 'noir', code: '1B', cm: 40, texture: 'kinky_curly', quality: 'remy', origin: 'malaisien', wig: { lace: 'closure_4x4', density: 200, cap: 'M' } },
  { seller: 1, images: 1, category: P, title: 'Perruque afro crépue sans lace volume naturel', price: 13900, stock: 2,
    description: 'Un afro rond et aérien, sans lace ni colle : on l’enfile et on sort. Parfaite pour protéger ses cheveux pendant une transition capillaire.',
    hair: 'Naturel', color: 'noir', code: '1B', cm: 25, texture: 'afro', quality: 'remy', origin: 'autre', wig: { lace: 'sans_lace', glueless: true, density: 250, cap: 'M' } },
  { seller: 1, images: 2, category: P, title: 'Perruque kinky straight frontale 13x4 55 cm', price: 22900, stock: 2,
    description: 'Le rendu d’un brushing sur cheveux crépus : texture légèrement granuleuse, très naturelle. Naissance pré-épilée, lace transparente.',
    hair: 'Naturel', color: 'noir', code: '1B', cm: 55, texture: 'kinky_straight', quality: 'vierge', origin: 'indien', wig: { lace: 'frontale_13x4', density: 180, cap: 'M' } },
  { seller: 1, images: 1, category: P, title: 'Perruque yaki glueless closure 5x5 45 cm', price: 16900, stock: 3,
    description: 'Texture yaki qui imite un défrisage léger, brun très foncé. Bonnet respirant avec élastique réglable, se pose en cinq minutes.',
    hair: 'Naturel', color: 'brun', code: '2', cm: 45, texture: 'yaki', quality: 'remy', origin: 'indien', wig: { lace: 'closure_5x5', glueless: true, density: 150, cap: 'S' } },
  { seller: 2, images: 2, category: P, title: 'Perruque synthétique afro kinky 35 cm', price: 4900, stock: 5,
    description: 'Fibre synthétique résistante à la chaleur (jusqu’à 160 °C), toucher doux et volume qui ne retombe pas. Un style afro à petit prix.',
    hair: 'Synthétique', color: 'noir', code: '1B', cm: 35, texture: 'afro', heat: true, wig: { lace: 'sans_lace', glueless: true, density: 200, cap: 'M' } },
  { seller: 2, images: 1, category: P, title: 'Perruque synthétique lisse auburn 350 avec frange', price: 3900, stock: 5,
    description: 'Cuivre lumineux et frange droite pour changer de style le temps d’un week-end. Fibre thermorésistante, se lisse au fer à basse température.',
    hair: 'Synthétique', color: 'auburn', code: '350', cm: 40, texture: 'lisse', heat: true, wig: { lace: 'sans_lace', glueless: true, density: 150, cap: 'M' } },
  { seller: 2, images: 2, category: P, title: 'Perruque synthétique body wave T1B/30 frontale 65 cm', price: 6900, stock: 4,
    description: 'Ombré noir vers auburn, longues ondulations et lace frontale pour une naissance réaliste. Le look des perruques haut de gamme, en fibre.',
    hair: 'Synthétique', color: 'auburn', code: 'T1B/30', cm: 65, texture: 'body_wave', heat: true, wig: { lace: 'frontale_13x4', density: 150, cap: 'M' } },
  { seller: 2, images: 2, category: P, title: 'Perruque mixte loose wave 99J bordeaux 50 cm', price: 8900, stock: 3,
    description: 'Mélange cheveux naturels et fibre pour un bordeaux intense qui ne dégorge pas. Ondulations amples, closure 4x4.',
    hair: 'Mixte', color: 'rouge', code: '99J', cm: 50, texture: 'loose_wave', quality: 'non_remy', origin: 'autre', heat: true, wig: { lace: 'closure_4x4', density: 180, cap: 'M' } },
  { seller: 2, images: 1, category: P, title: 'Perruque courte afro grise style naturel', price: 4500, stock: 2,
    description: 'Un afro court poivre et sel, élégant et assumé. Bonnet léger et aéré, taille S ajustable.',
    hair: 'Synthétique', color: 'gris', code: '51', cm: 15, texture: 'afro', heat: true, wig: { lace: 'sans_lace', glueless: true, density: 150, cap: 'S' } },
  // Tissages
  { seller: 1, images: 2, category: T, title: 'Tissage brésilien deep wave 3 paquets', price: 18900, stock: 3,
    description: 'Trois paquets de 100 g en 50, 55 et 60 cm. Cheveux vierges non traités, se teignent et se lissent sans perdre leur boucle.',
    hair: 'Naturel', color: 'noir', code: '1B', cm: 55, texture: 'deep_wave', quality: 'vierge', origin: 'bresilien' },
  { seller: 1, images: 2, category: T, title: 'Tissage péruvien lisse 3 paquets avec closure 4x4', price: 21900, stock: 2,
    description: 'Tout le nécessaire pour une pose complète : trois paquets lisses et une closure 4x4 assortie. Cheveux péruviens épais, peu de frisottis.',
    hair: 'Naturel', color: 'noir', code: '1B', cm: 60, texture: 'lisse', quality: 'vierge', origin: 'peruvien' },
  { seller: 1, images: 1, category: T, title: 'Tissage malaisien body wave 2 paquets 50 cm', price: 11900, stock: 4,
    description: 'Deux paquets de 100 g, parfaits pour un complément ou une pose partielle. Trame double cousue, ne perd pas ses cheveux.',
    hair: 'Naturel', color: 'noir', code: '1B', cm: 50, texture: 'body_wave', quality: 'remy', origin: 'malaisien' },
  { seller: 0, images: 2, category: T, title: 'Tissage water wave vierge 3 paquets 65 cm', price: 22900, stock: 2,
    description: 'Longues ondulations water wave, très brillantes. Un conseil : hydratez chaque jour avec un spray eau et aloe vera.',
    hair: 'Naturel', color: 'noir', code: '1B', cm: 65, texture: 'water_wave', quality: 'vierge', origin: 'bresilien' },
  { seller: 1, images: 1, category: T, title: 'Tissage kinky straight 3 paquets 45 cm', price: 14900, stock: 3,
    description: 'Se fond parfaitement avec des cheveux naturels lissés au fer. Idéal pour un tissage avec leave-out.',
    hair: 'Naturel', color: 'noir', code: '1B', cm: 45, texture: 'kinky_straight', quality: 'remy', origin: 'indien' },
  { seller: 2, images: 1, category: T, title: 'Tissage synthétique loose wave 3 paquets', price: 2900, stock: 5,
    description: 'Fibre thermorésistante douce et légère, pour tester une nouvelle coiffure sans se ruiner.',
    hair: 'Synthétique', color: 'noir', code: '1B', cm: 45, texture: 'loose_wave', heat: true },
  { seller: 0, images: 2, category: T, title: 'Tissage ombré 1B/27 body wave 3 paquets', price: 19900, stock: 2,
    description: 'Racines naturelles et pointes blond miel, coloration uniforme d’un paquet à l’autre.',
    hair: 'Naturel', color: 'blond', code: '1B/27', cm: 55, texture: 'body_wave', quality: 'remy', origin: 'bresilien' },
  { seller: 1, images: 1, category: T, title: 'Tissage blond platine 613 lisse 2 paquets 55 cm', price: 17900, stock: 2,
    description: 'Blond 613 lumineux, se patine facilement pour obtenir un blond cendré ou doré.',
    hair: 'Naturel', color: 'blond', code: '613', cm: 55, texture: 'lisse', quality: 'remy', origin: 'bresilien' },
  { seller: 2, images: 2, category: T, title: 'Tissage afro kinky curly 3 paquets 40 cm', price: 9900, stock: 3,
    description: 'Boucles serrées type 4a pour un rendu naturel et volumineux. Démêler à sec avec les doigts, jamais à la brosse.',
    hair: 'Naturel', color: 'noir', code: '1B', cm: 40, texture: 'kinky_curly', quality: 'non_remy', origin: 'indien' },
  // Extensions
  { seller: 1, images: 2, category: E, title: 'Extensions clip-in kinky straight 7 pièces 50 cm', price: 15900, stock: 3,
    description: 'Sept bandes à clips (120 g) pour de la longueur et du volume en dix minutes, sans colle ni couture.',
    hair: 'Naturel', color: 'noir', code: '1B', cm: 50, texture: 'kinky_straight', quality: 'remy', origin: 'indien' },
  { seller: 0, images: 2, category: E, title: 'Extensions clip-in kinky curly 120 g', price: 14900, stock: 2,
    description: 'Se marient avec les cheveux crépus et bouclés 4a-4c. Clips silicone qui ne tirent pas sur les racines.',
    hair: 'Naturel', color: 'noir', code: '1B', cm: 45, texture: 'kinky_curly', quality: 'remy', origin: 'malaisien' },
  { seller: 2, images: 1, category: E, title: 'Mèches à tresser kinky straight lot de 6', price: 1500, stock: 5,
    description: 'Mèches pré-étirées pour box braids et knotless, pointes scellées à l’eau chaude. Sans odeur, ne gratte pas.',
    hair: 'Synthétique', color: 'noir', code: '1B', cm: 66, texture: 'kinky_straight', heat: true },
  { seller: 2, images: 1, category: E, title: 'Mèches ombrées T1B/30 pour tresses lot de 3', price: 1200, stock: 5,
    description: 'Dégradé noir vers cuivre pour des tresses qui captent la lumière.',
    hair: 'Synthétique', color: 'auburn', code: 'T1B/30', cm: 65, texture: 'lisse', heat: true },
  { seller: 1, images: 1, category: E, title: 'Ponytail kinky curly à cordon 40 cm', price: 3900, stock: 4,
    description: 'Une queue de cheval volumineuse en une minute : cordon de serrage et deux peignes.',
    hair: 'Mixte', color: 'noir', code: '1B', cm: 40, texture: 'kinky_curly' },
  { seller: 0, images: 2, category: E, title: 'Extensions tape-in ombrées 4/27 lisses 55 cm', price: 18900, stock: 2,
    description: 'Quarante bandes adhésives fines et discrètes, réutilisables deux à trois fois avec un nouvel adhésif.',
    hair: 'Naturel', color: 'brun', code: '4/27', cm: 55, texture: 'lisse', quality: 'remy', origin: 'europeen' },
  { seller: 1, images: 1, category: E, title: 'Extensions clip-in yaki 10 pièces 40 cm', price: 13900, stock: 3,
    description: 'Dix bandes pour une pose complète, texture yaki assortie aux cheveux défrisés.',
    hair: 'Naturel', color: 'brun', code: '2', cm: 40, texture: 'yaki', quality: 'remy', origin: 'indien' },
  { seller: 2, images: 1, category: E, title: 'Crochet braids water wave 8 paquets', price: 2400, stock: 5,
    description: 'Boucles pré-formées à crocheter sur des nattes plaquées. Comptez 6 à 8 paquets pour une tête complète.',
    hair: 'Synthétique', color: 'noir', code: '1B', cm: 35, texture: 'water_wave', heat: true },
  // Accessoires
  { seller: 2, images: 2, category: A, accessory: 'bonnet', title: 'Bonnet en satin pour la nuit', price: 1200, stock: 5,
    description: 'Double couche en satin, élastique doux qui ne marque pas le front. Protège boucles et perruques des frottements.' },
  { seller: 2, images: 1, category: A, accessory: 'brosse', title: 'Brosse démêlante pour cheveux crépus', price: 1400, stock: 5,
    description: 'Picots souples et flexibles qui démêlent sans casser, même sur cheveux secs.' },
  { seller: 0, images: 1, category: A, accessory: 'flacon', title: 'Colle pour lace imperméable 38 ml', price: 1900, stock: 4,
    description: 'Tenue jusqu’à trois semaines, résiste à la transpiration. Se retire avec un dissolvant doux.' },
  { seller: 0, images: 1, category: A, accessory: 'bandeau', title: 'Bandeau antidérapant pour perruque', price: 1100, stock: 5,
    description: 'Velours côtelé qui maintient la perruque sans colle et protège les bords.' },
  { seller: 1, images: 2, category: A, accessory: 'tete', title: 'Tête de mannequin en liège avec support', price: 2900, stock: 2,
    description: 'Pour épingler, coiffer et ranger vos perruques. Support réglable en hauteur inclus.' },
  { seller: 2, images: 1, category: A, accessory: 'peigne', title: 'Peigne démêloir à dents larges', price: 900, stock: 5,
    description: 'Dents larges et arrondies, indispensable pour démêler sous la douche.' },
  { seller: 1, images: 1, category: A, accessory: 'flacon', title: 'Spray fixant pour lace frontale 100 ml', price: 1600, stock: 4,
    description: 'Fixe la lace et les baby hair sans résidu blanc. Formule sans alcool.' },
];
