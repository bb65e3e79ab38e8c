/* The libyaml floor for `make bench`: what any YAML-reading tool must at least do.
 *
 * For every file named on the command line: read it, parse it into libyaml events (the
 * same parser tokenc uses), and write the same bytes to <file>.floor-out in the output
 * folder given first. tokenc's build time is reported as a multiple of this program's.
 *
 * Usage: floor OUTPUT-FOLDER FILE...
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

static unsigned char *read_file(const char *path, size_t *size) {
  FILE *file = fopen(path, "rb");
  if (!file) return NULL;
  fseek(file, 0, SEEK_END);
  long length = ftell(file);
  fseek(file, 0, SEEK_SET);
  unsigned char *bytes = malloc(length > 0 ? (size_t)length : 1);
  *size = fread(bytes, 1, (size_t)length, file);
  fclose(file);
  return bytes;
}

static int parse(const unsigned char *bytes, size_t size, size_t *events) {
  yaml_parser_t parser;
  yaml_event_t event;
  if (!yaml_parser_initialize(&parser)) return 0;
  yaml_parser_set_input_string(&parser, bytes, size);
  int done = 0, ok = 1;
  while (!done) {
    if (!yaml_parser_parse(&parser, &event)) { ok = 0; break; }
    done = event.type == YAML_STREAM_END_EVENT;
    (*events)++;
    yaml_event_delete(&event);
  }
  yaml_parser_delete(&parser);
  return ok;
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: floor OUTPUT-FOLDER FILE...\n"); return 2; }
  size_t events = 0;
  for (int index = 2; index < argc; index++) {
    size_t size = 0;
    unsigned char *bytes = read_file(argv[index], &size);
    if (!bytes) { fprintf(stderr, "cannot read %s\n", argv[index]); return 1; }
    if (!parse(bytes, size, &events)) { fprintf(stderr, "cannot parse %s\n", argv[index]); return 1; }
    const char *name = strrchr(argv[index], '/');
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.floor-out", argv[1], name ? name + 1 : argv[index]);
    FILE *out = fopen(path, "wb");
    if (!out || fwrite(bytes, 1, size, out) != size || fclose(out) != 0) {
      fprintf(stderr, "cannot write %s\n", path);
      return 1;
    }
    free(bytes);
  }
  printf("%zu events\n", events);
  return 0;
}
