; program column_then_row, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r109_byte () Int)
(declare-fun r109_1 () Int)
(declare-fun r109_0 () Int)
(declare-fun byte () Int)
(declare-fun w110_byte () Int)
(declare-fun w110_1 () Int)
(declare-fun w110_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s111_byte () Int)
(declare-fun s111_0 () Int)
(assert
 (let ((?x126 (+ 0 (* 4 (+ 0 (+ (* r109_0 8) (* r109_1 1)))))))
 (and (and (>= r109_0 0) (< r109_0 4)) (and (>= r109_1 0) (< r109_1 8)) (and (>= r109_byte 0) (< r109_byte 4)) (= byte (+ ?x126 r109_byte)))))
(assert
 (let ((?x358 (+ 0 (* 4 (+ 0 (+ (* w110_0 8) (* w110_1 1)))))))
 (and (and (>= w110_0 0) (< w110_0 4)) (and (>= w110_1 0) (< w110_1 4)) (and (>= w110_byte 0) (< w110_byte 4)) (= byte (+ ?x358 w110_byte)))))
(assert
 (let (($x438 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
 (let (($x307 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 4)))
 (let (($x62 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x307 $x438)))
 (or (or false) (not $x62))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x126 (+ 0 (* 4 (+ 0 (+ (* r109_0 8) (* r109_1 1)))))))
 (= carried0 (+ ?x126 held_byte0))))
(assert
 (let (($x409 (= carried0 (+ (+ 0 (* 4 (+ 8 (* s111_0 1)))) s111_byte))))
(and (and (>= s111_0 0) (< s111_0 8)) (and (>= s111_byte 0) (< s111_byte 4)) $x409)))
(check-sat)
