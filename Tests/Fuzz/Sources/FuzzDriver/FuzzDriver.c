// SwiftPM links an executable target on Linux with `main` as an alias of the target's own
// entry point (`<module>_main`, so tests can import the executable), so libFuzzer's `main`
// is never used. Each target's `@main` calls this instead: libFuzzer's documented
// `LLVMFuzzerRunDriver` parses the same flags and runs the same loop.
#include "FuzzDriver.h"

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));

int tokenc_fuzz_run(int argc, char **argv, tokenc_fuzz_test test) {
  return LLVMFuzzerRunDriver(&argc, &argv, test);
}
