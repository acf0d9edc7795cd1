//===- TileAAOps.td - all nv_tileaa operations -------------*- tablegen -*-===//

#ifndef TILEIR_DIALECT_TILEAA_IR_TILEAAOPS_TD
#define TILEIR_DIALECT_TILEAA_IR_TILEAAOPS_TD

include "tileir/Dialect/TileAA/IR/TileAAArithOps.td"
include "tileir/Dialect/TileAA/IR/TileAAShapeOps.td"
include "tileir/Dialect/TileAA/IR/TileAAMemoryOps.td"
include "tileir/Dialect/TileAA/IR/TileAAStructureOps.td"

#endif // TILEIR_DIALECT_TILEAA_IR_TILEAAOPS_TD
