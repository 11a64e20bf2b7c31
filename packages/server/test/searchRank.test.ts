import { describe, expect, it } from 'vitest';
import { SearchRank, searchRank, type SearchableText } from '../src/toolkits/searchRank';

const toolkit = (name: string, slug: string, description = ''): SearchableText => ({
  name: name.toLowerCase(),
  slug,
  description: description.toLowerCase(),
});

describe('searchRank', () => {
  it('ranks a name or slug that starts with the search first', () => {
    expect(searchRank(toolkit('GitHub', 'github'), 'git')).toBe(SearchRank.Prefix);
    expect(searchRank(toolkit('Acme Tasks', 'patchbay_oauth_demo'), 'patchbay')).toBe(SearchRank.Prefix);
  });

  it('ranks a word of the name or slug that starts with the search next', () => {
    expect(searchRank(toolkit('GitHub Actions', 'github_actions'), 'actions')).toBe(SearchRank.WordStart);
    expect(searchRank(toolkit('Acme Tasks', 'patchbay_oauth_demo'), 'oauth')).toBe(SearchRank.WordStart);
    expect(searchRank(toolkit('Google Calendar', 'googlecalendar'), 'cal')).toBe(SearchRank.WordStart);
  });

  it('finds a word start after an earlier match inside a word', () => {
    // "data" first occurs inside "Metadata", then starts the word "Data".
    expect(searchRank(toolkit('Metadata Data Hub', 'metadata_hub'), 'data')).toBe(SearchRank.WordStart);
  });

  it('ranks the search inside a word of the name or slug after word starts', () => {
    expect(searchRank(toolkit('DigitalOcean', 'digitalocean'), 'git')).toBe(SearchRank.Substring);
  });

  it('ranks a match in the description alone last', () => {
    const amplitude = toolkit('Amplitude', 'amplitude', 'Product analytics with GitHub integration for releases.');
    expect(searchRank(amplitude, 'git')).toBe(SearchRank.Description);
  });

  it('takes the better of the name, the slug and the description', () => {
    // The name only contains "hub"; the slug's second word starts with it; the description starts with it too.
    expect(searchRank(toolkit('GitHub', 'git_hub', 'Hub for code.'), 'hub')).toBe(SearchRank.WordStart);
    expect(searchRank(toolkit('Mailchimp', 'mailchimp', 'Email marketing.'), 'mail')).toBe(SearchRank.Prefix);
  });

  it('treats letters of any script as word characters', () => {
    expect(searchRank(toolkit('Café Flow', 'cafe_flow'), 'flow')).toBe(SearchRank.WordStart);
    expect(searchRank(toolkit('Caféflow', 'cafeflow'), 'flow')).toBe(SearchRank.Substring);
  });

  it('answers null when nothing matches', () => {
    expect(searchRank(toolkit('Slack', 'slack', 'Team chat.'), 'git')).toBeNull();
  });

  it('orders an array stably when sorted by rank: ties keep their order', () => {
    const listed = [
      toolkit('Amplitude', 'amplitude', 'Syncs with GitHub.'),
      toolkit('GitHub', 'github'),
      toolkit('DigitalOcean', 'digitalocean'),
      toolkit('Bynder', 'bynder', 'Assets from Git repositories.'),
      toolkit('GitHub Actions', 'github_actions'),
      toolkit('Gitea', 'gitea'),
    ];
    const sorted = [...listed].sort((a, b) => searchRank(a, 'git')! - searchRank(b, 'git')!).map((t) => t.slug);
    expect(sorted).toEqual(['github', 'github_actions', 'gitea', 'digitalocean', 'amplitude', 'bynder']);
  });
});
