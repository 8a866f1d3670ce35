// Small real PNGs (one flat colour each) for stories: valid images, so previews and slides show something.
export const storyImages = {
  gold: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAFElEQVR4nGO4udaVJMQwqmFQaAAAxFMCQMCs7yoAAAAASUVORK5CYII=',
  green:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAE0lEQVR4nGPgLXYnCTGMahgUGgBQ8W/xAj68sAAAAABJRU5ErkJggg==',
  red: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAFElEQVR4nGPYYaRFEmIY1TAoNAAAEhObQQ/e6KcAAAAASUVORK5CYII=',
  blue: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAFElEQVR4nGPgjllNEmIY1TAoNAAAcAWaIWHL/YkAAAAASUVORK5CYII=',
  plum: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAE0lEQVR4nGPI06ggCTGMahgUGgDUJ5fh+8cOeAAAAABJRU5ErkJggg==',
  teal: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAE0lEQVR4nGMQqaggCTGMahgUGgDI7JJBUbfVNgAAAABJRU5ErkJggg==',
  slate:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAE0lEQVR4nGOwcQsgCTGMahgUGgC69HYhgzfkPwAAAABJRU5ErkJggg==',
} as const;

export type StoryImage = keyof typeof storyImages;
