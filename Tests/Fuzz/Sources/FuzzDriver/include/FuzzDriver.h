// Starts libFuzzer from a Swift `main` (see FuzzDriver.c).
#ifndef TOKENC_FUZZ_DRIVER_H
#define TOKENC_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// What libFuzzer calls with each input: `LLVMFuzzerTestOneInput`'s signature.
typedef int (*tokenc_fuzz_test)(const uint8_t *data, size_t size);

/// Runs libFuzzer with the command line's arguments over `test`; returns its exit status.
int tokenc_fuzz_run(int argc, char **argv, tokenc_fuzz_test test);

#endif
