; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.m_ptr: stale read (slice_scatter_4 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 m_ptr=slice_13, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r559_byte () Int)
(declare-fun r559_0 () Int)
(declare-fun byte () Int)
(declare-fun w560_byte () Int)
(declare-fun w560_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s561_byte () Int)
(declare-fun s561_0 () Int)
(assert
 (let (($x413 (= byte (+ (+ 0 (* 4 (+ 0 (* r559_0 1)))) r559_byte))))
 (and (and (>= r559_0 0) (< r559_0 64)) (and (>= r559_byte 0) (< r559_byte 4)) $x413)))
(assert
 (let (($x294 (= byte (+ (+ 0 (* 4 (+ 32 (* w560_0 1)))) w560_byte))))
 (and (and (>= w560_0 0) (< w560_0 32)) (and (>= w560_byte 0) (< w560_byte 4)) $x294)))
(assert
 (let (($x615 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
 (or (or false) (not $x615))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r559_0 1)))) held_byte0)))
(assert
 (let (($x604 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s561_0 1)))) s561_byte))))
(and (and (>= s561_0 0) (< s561_0 64)) (and (>= s561_byte 0) (< s561_byte 4)) $x604)))
(check-sat)
