//===- CudaTileInterfaces.td - cuda_tile interfaces --------*- tablegen -*-===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILEINTERFACES_TD
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILEINTERFACES_TD

include "mlir/IR/OpBase.td"

def CudaTile_AssumePredicateAttrInterface
    : AttrInterface<"AssumePredicateAttrInterface"> {
  let cppNamespace = "::mlir::cuda_tile";
  let description = [{
    A property that `cuda_tile.assume` attaches to a value.
  }];
  let methods = [
    InterfaceMethod<"Checks that the predicate applies to a value of `type`.",
      "::llvm::LogicalResult", "verifyForType",
      (ins "::mlir::Type":$type,
           "::llvm::function_ref<::mlir::InFlightDiagnostic()>":$emitError)>,
  ];
}

def CudaTile_TileViewTypeInterface : TypeInterface<"TileViewTypeInterface"> {
  let cppNamespace = "::mlir::cuda_tile";
  let description = [{
    A view that loads and stores whole tiles: an index space of tile
    positions over a tensor view.
  }];
  let methods = [
    InterfaceMethod<"The number of indices a load or store takes.",
      "int64_t", "getIndexRank">,
    // The return types below are the generic ones because the interface is
    // declared before the concrete cuda_tile types; the implementations
    // return TileType and TensorViewType.
    InterfaceMethod<"The type of the tile that one access moves.",
      "::mlir::ShapedType", "getTileType">,
    InterfaceMethod<[{The shape of the index space; ShapedType::kDynamic where
                      it depends on a dynamic tensor view extent.}],
      "::llvm::SmallVector<int64_t>", "getIndexSpaceShape">,
    InterfaceMethod<"The viewed tensor view (a TensorViewType).",
      "::mlir::Type", "getTensorView">,
  ];
}

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILEINTERFACES_TD
