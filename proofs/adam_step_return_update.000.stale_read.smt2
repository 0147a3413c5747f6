; program adam_step_return_update, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (sub reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=arg0_1, carried)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r516_byte () Int)
(declare-fun r516_0 () Int)
(declare-fun byte () Int)
(declare-fun w517_byte () Int)
(declare-fun w517_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s518_byte () Int)
(declare-fun s518_0 () Int)
(assert
 (let (($x229 (= byte (+ (+ 0 (* 4 (+ 0 (* r516_0 1)))) r516_byte))))
 (and (and (>= r516_0 0) (< r516_0 64)) (and (>= r516_byte 0) (< r516_byte 4)) $x229)))
(assert
 (let (($x162 (= byte (+ (+ 0 (* 4 (+ 0 (* w517_0 1)))) w517_byte))))
 (and (and (>= w517_0 0) (< w517_0 64)) (and (>= w517_byte 0) (< w517_byte 4)) $x162)))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r516_0 1)))) held_byte0)))
(assert
 (let (($x436 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s518_0 1)))) s518_byte))))
(and (and (>= s518_0 0) (< s518_0 64)) (and (>= s518_byte 0) (< s518_byte 4)) $x436)))
(check-sat)
