; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4 then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r897_byte () Int)
(declare-fun r897_1 () Int)
(declare-fun r897_0 () Int)
(declare-fun byte () Int)
(declare-fun w898_byte () Int)
(declare-fun w898_1 () Int)
(declare-fun w898_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s899_byte () Int)
(declare-fun s899_1 () Int)
(declare-fun s899_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s900_byte () Int)
(declare-fun s900_1 () Int)
(declare-fun s900_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s901_byte () Int)
(declare-fun s901_1 () Int)
(declare-fun s901_0 () Int)
(assert
 (let ((?x513 (+ 0 (* 4 (+ 0 (+ (* r897_0 32) (* r897_1 1)))))))
 (and (and (>= r897_0 0) (< r897_0 8)) (and (>= r897_1 0) (< r897_1 32)) (and (>= r897_byte 0) (< r897_byte 4)) (= byte (+ ?x513 r897_byte)))))
(assert
 (let ((?x341 (+ 0 (* 4 (+ 0 (+ (* w898_0 32) (* w898_1 1)))))))
 (and (and (>= w898_0 0) (< w898_0 8)) (and (>= w898_1 0) (< w898_1 8)) (and (>= w898_byte 0) (< w898_byte 4)) (= byte (+ ?x341 w898_byte)))))
(assert
 (let (($x455 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x693 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 8)))
 (let (($x427 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x693 $x455)))
 (let (($x638 (or false)))
 (or $x638 (not $x427)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x513 (+ 0 (* 4 (+ 0 (+ (* r897_0 32) (* r897_1 1)))))))
 (= carried0 (+ ?x513 held_byte0))))
(assert
 (let ((?x581 (+ 0 (* 4 (+ 0 (+ (* s899_0 32) (* s899_1 1)))))))
 (and (and (>= s899_0 0) (< s899_0 8)) (and (>= s899_1 0) (< s899_1 32)) (and (>= s899_byte 0) (< s899_byte 4)) (= carried0 (+ ?x581 s899_byte)))))
(assert
 (let (($x462 (= (mod (mod (- (div (- carried0 0) 4) 8) 32) 1) 0)))
 (let (($x601 (< (div (mod (- (div (- carried0 0) 4) 8) 32) 1) 8)))
 (let (($x249 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 32) 8) $x601 $x462)))
 (let (($x638 (or false)))
 (or $x638 (not $x249)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x581 (+ 0 (* 4 (+ 0 (+ (* s899_0 32) (* s899_1 1)))))))
 (= carried1 (+ ?x581 held_byte1))))
(assert
 (let ((?x397 (+ 0 (* 4 (+ 0 (+ (* s900_0 32) (* s900_1 1)))))))
 (and (and (>= s900_0 0) (< s900_0 8)) (and (>= s900_1 0) (< s900_1 32)) (and (>= s900_byte 0) (< s900_byte 4)) (= carried1 (+ ?x397 s900_byte)))))
(assert
 (let (($x522 (= (mod (mod (- (div (- carried1 0) 4) 16) 32) 1) 0)))
 (let (($x396 (< (div (mod (- (div (- carried1 0) 4) 16) 32) 1) 8)))
 (let (($x413 (and (>= (- (div (- carried1 0) 4) 16) 0) (< (div (- (div (- carried1 0) 4) 16) 32) 8) $x396 $x522)))
 (let (($x638 (or false)))
 (or $x638 (not $x413)))))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x397 (+ 0 (* 4 (+ 0 (+ (* s900_0 32) (* s900_1 1)))))))
 (= carried2 (+ ?x397 held_byte2))))
(assert
 (let ((?x526 (+ 0 (* 4 (+ 24 (+ (* s901_0 32) (* s901_1 1)))))))
(and (and (>= s901_0 0) (< s901_0 8)) (and (>= s901_1 0) (< s901_1 8)) (and (>= s901_byte 0) (< s901_byte 4)) (= carried2 (+ ?x526 s901_byte)))))
(check-sat)
