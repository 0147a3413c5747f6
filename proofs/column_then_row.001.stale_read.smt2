; program column_then_row, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(4, 8) strides=(8, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r112_byte () Int)
(declare-fun r112_1 () Int)
(declare-fun r112_0 () Int)
(declare-fun byte () Int)
(declare-fun w113_byte () Int)
(declare-fun w113_1 () Int)
(declare-fun w113_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s114_byte () Int)
(declare-fun s114_1 () Int)
(declare-fun s114_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s115_byte () Int)
(declare-fun s115_1 () Int)
(declare-fun s115_0 () Int)
(assert
 (let ((?x56 (+ 0 (* 4 (+ 0 (+ (* r112_0 8) (* r112_1 1)))))))
 (and (and (>= r112_0 0) (< r112_0 4)) (and (>= r112_1 0) (< r112_1 8)) (and (>= r112_byte 0) (< r112_byte 4)) (= byte (+ ?x56 r112_byte)))))
(assert
 (let ((?x120 (+ 0 (* 4 (+ 0 (+ (* w113_0 8) (* w113_1 1)))))))
 (and (and (>= w113_0 0) (< w113_0 4)) (and (>= w113_1 0) (< w113_1 4)) (and (>= w113_byte 0) (< w113_byte 4)) (= byte (+ ?x120 w113_byte)))))
(assert
 (let (($x438 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
 (let (($x307 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 4)))
 (let (($x62 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x307 $x438)))
 (let (($x330 (or false)))
 (or $x330 (not $x62)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x56 (+ 0 (* 4 (+ 0 (+ (* r112_0 8) (* r112_1 1)))))))
 (= carried0 (+ ?x56 held_byte0))))
(assert
 (let ((?x114 (+ 0 (* 4 (+ 0 (+ (* s114_0 8) (* s114_1 1)))))))
 (and (and (>= s114_0 0) (< s114_0 4)) (and (>= s114_1 0) (< s114_1 8)) (and (>= s114_byte 0) (< s114_byte 4)) (= carried0 (+ ?x114 s114_byte)))))
(assert
 (let (($x34 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 1) 8) (= (mod (- (div (- carried0 0) 4) 8) 1) 0))))
 (let (($x330 (or false)))
 (or $x330 (not $x34)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x114 (+ 0 (* 4 (+ 0 (+ (* s114_0 8) (* s114_1 1)))))))
 (= carried1 (+ ?x114 held_byte1))))
(assert
 (let ((?x336 (+ 0 (* 4 (+ 0 (+ (* s115_0 8) (* s115_1 1)))))))
(and (and (>= s115_0 0) (< s115_0 4)) (and (>= s115_1 0) (< s115_1 8)) (and (>= s115_byte 0) (< s115_byte 4)) (= carried1 (+ ?x336 s115_byte)))))
(check-sat)
