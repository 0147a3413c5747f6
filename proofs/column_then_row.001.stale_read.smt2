; program column_then_row, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r100_byte () Int)
(declare-fun r100_1 () Int)
(declare-fun r100_0 () Int)
(declare-fun byte () Int)
(declare-fun w101_byte () Int)
(declare-fun w101_1 () Int)
(declare-fun w101_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s102_byte () Int)
(declare-fun s102_1 () Int)
(declare-fun s102_0 () Int)
(assert
 (let ((?x148 (+ 0 (* 4 (+ 0 (+ (* r100_0 8) (* r100_1 1)))))))
 (and (and (>= r100_0 0) (< r100_0 4)) (and (>= r100_1 0) (< r100_1 8)) (and (>= r100_byte 0) (< r100_byte 4)) (= byte (+ ?x148 r100_byte)))))
(assert
 (let ((?x343 (+ 0 (* 4 (+ 0 (+ (* w101_0 8) (* w101_1 1)))))))
 (and (and (>= w101_0 0) (< w101_0 4)) (and (>= w101_1 0) (< w101_1 4)) (and (>= w101_byte 0) (< w101_byte 4)) (= byte (+ ?x343 w101_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x148 (+ 0 (* 4 (+ 0 (+ (* r100_0 8) (* r100_1 1)))))))
 (= observed (+ ?x148 held_byte))))
(assert
 (let ((?x258 (+ 0 (* 4 (+ 0 (+ (* s102_0 8) (* s102_1 1)))))))
 (and (and (>= s102_0 0) (< s102_0 4)) (and (>= s102_1 0) (< s102_1 8)) (and (>= s102_byte 0) (< s102_byte 4)) (= observed (+ ?x258 s102_byte)))))
(assert
 (let (($x208 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
 (let (($x109 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 4)))
 (let (($x135 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x109 $x208)))
 (let (($x368 (or false)))
 (or $x368 (not $x135)))))))
(assert
 (let (($x33 (and (>= (- (div (- observed 0) 4) 8) 0) (< (div (- (div (- observed 0) 4) 8) 1) 8) (= (mod (- (div (- observed 0) 4) 8) 1) 0))))
(let (($x368 (or false)))
(or $x368 (not $x33)))))
(check-sat)
