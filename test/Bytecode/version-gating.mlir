// Writing an op, type or attribute value that the chosen version lacks
// fails with an error naming it and the version.
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.1 -split-input-file -verify-diagnostics %s -o /dev/null
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.3 %s -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEWEST --allow-empty
// NEWEST-NOT: error

cuda_tile.module @m {
  entry @e() {
    %a = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{'cuda_tile.atan2' requires bytecode version 13.2 or newer}}
    %0 = atan2 %a, %a : tile<4xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{type 'i4' requires bytecode version 13.3 or newer}}
  entry @e(%a: tile<i4>) {
    return
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %a = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{'cuda_tile.exp' attribute 'rounding_mode' = approx requires bytecode version 13.3 or newer}}
    %0 = exp %a rounding<approx> : tile<4xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %a = constant <f16: 1.0> : tile<16x16xf16>
    // expected-error @below {{'cuda_tile.mmaf' attribute 'fast_acc' requires bytecode version 13.3 or newer}}
    %0 = mmaf %a, %a, %a fast_acc : tile<16x16xf16>, tile<16x16xf16>, tile<16x16xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{private or constant global requires bytecode version 13.3 or newer}}
  global private @p <i32: 1> : tile<1xi32>
}
