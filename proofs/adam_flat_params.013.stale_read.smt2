; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.v_ptr: stale read (slice_scatter_5 reads slice_scatter_2 vs triton_kernel_wrapper_functional_proxy_1 v_ptr=slice_14, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r512_byte () Int)
(declare-fun r512_0 () Int)
(declare-fun byte () Int)
(declare-fun w513_byte () Int)
(declare-fun w513_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s514_byte () Int)
(declare-fun s514_0 () Int)
(assert
 (let (($x427 (= byte (+ (+ 0 (* 4 (+ 0 (* r512_0 1)))) r512_byte))))
 (and (and (>= r512_0 0) (< r512_0 64)) (and (>= r512_byte 0) (< r512_byte 4)) $x427)))
(assert
 (let (($x250 (= byte (+ (+ 0 (* 4 (+ 32 (* w513_0 1)))) w513_byte))))
 (and (and (>= w513_0 0) (< w513_0 32)) (and (>= w513_byte 0) (< w513_byte 4)) $x250)))
(assert
 (let (($x577 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
 (or (or false) (not $x577))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r512_0 1)))) held_byte0)))
(assert
 (let (($x217 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s514_0 1)))) s514_byte))))
(and (and (>= s514_0 0) (< s514_0 64)) (and (>= s514_byte 0) (< s514_byte 4)) $x217)))
(check-sat)
