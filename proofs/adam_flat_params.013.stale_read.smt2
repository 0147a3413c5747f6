; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.v_ptr: stale read (slice_scatter_5 reads slice_scatter_2 vs triton_kernel_wrapper_functional_proxy_1 v_ptr=slice_14, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r562_byte () Int)
(declare-fun r562_0 () Int)
(declare-fun byte () Int)
(declare-fun w563_byte () Int)
(declare-fun w563_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s564_byte () Int)
(declare-fun s564_0 () Int)
(assert
 (let (($x242 (= byte (+ (+ 0 (* 4 (+ 0 (* r562_0 1)))) r562_byte))))
 (and (and (>= r562_0 0) (< r562_0 64)) (and (>= r562_byte 0) (< r562_byte 4)) $x242)))
(assert
 (let (($x494 (= byte (+ (+ 0 (* 4 (+ 32 (* w563_0 1)))) w563_byte))))
 (and (and (>= w563_0 0) (< w563_0 32)) (and (>= w563_byte 0) (< w563_byte 4)) $x494)))
(assert
 (let (($x146 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
 (or (or false) (not $x146))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r562_0 1)))) held_byte0)))
(assert
 (let (($x444 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s564_0 1)))) s564_byte))))
(and (and (>= s564_0 0) (< s564_0 64)) (and (>= s564_byte 0) (< s564_byte 4)) $x444)))
(check-sat)
