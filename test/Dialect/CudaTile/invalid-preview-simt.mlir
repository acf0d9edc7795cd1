// RUN: tile-opt --no-implicit-module --preview=simt %s --split-input-file --verify-diagnostics

// Verifier rules of preview$extern_impl and preview$call.

cuda_tile.module @m {
  // expected-error@+1 {{'cuda_tile.preview$extern_impl' op needs the name of the SIMT library function that implements @f}}
  preview$extern_impl @f(tile<4xf32>) -> tile<4xf32> = ""
}

// -----

cuda_tile.module @m {
  // expected-error@+1 {{'cuda_tile.preview$extern_impl' op parameter #1 must be a tile, got '!cuda_tile.token'}}
  preview$extern_impl @f(tile<4xf32>, token) -> tile<4xf32> = "impl"
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<4xf32>
    // expected-error@+1 {{'cuda_tile.preview$call' op 'g' does not name a preview$extern_impl declaration}}
    %y = preview$call @g(%x) : (tile<4xf32>) -> tile<4xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-note@+1 {{declared here}}
  preview$extern_impl @f(tile<4xf32>) -> tile<4xf32> = "impl"
  entry @k() {
    %x = constant <f32: 1.0> : tile<8xf32>
    // expected-error@+1 {{'cuda_tile.preview$call' op signature does not match @f: it is declared '(!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>'}}
    %y = preview$call @f(%x) : (tile<8xf32>) -> tile<4xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<4xf32>
    // expected-error@+1 {{'cuda_tile.preview$extern_impl' op expects parent op 'cuda_tile.module'}}
    preview$extern_impl @f(tile<4xf32>) -> tile<4xf32> = "impl"
    return
  }
}
