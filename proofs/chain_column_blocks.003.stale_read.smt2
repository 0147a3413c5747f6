; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4 then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4 then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r902_byte () Int)
(declare-fun r902_1 () Int)
(declare-fun r902_0 () Int)
(declare-fun byte () Int)
(declare-fun w903_byte () Int)
(declare-fun w903_1 () Int)
(declare-fun w903_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s904_byte () Int)
(declare-fun s904_1 () Int)
(declare-fun s904_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s905_byte () Int)
(declare-fun s905_1 () Int)
(declare-fun s905_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s906_byte () Int)
(declare-fun s906_1 () Int)
(declare-fun s906_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s907_byte () Int)
(declare-fun s907_1 () Int)
(declare-fun s907_0 () Int)
(assert
 (let ((?x704 (+ 0 (* 4 (+ 0 (+ (* r902_0 32) (* r902_1 1)))))))
 (and (and (>= r902_0 0) (< r902_0 8)) (and (>= r902_1 0) (< r902_1 32)) (and (>= r902_byte 0) (< r902_byte 4)) (= byte (+ ?x704 r902_byte)))))
(assert
 (let ((?x639 (+ 0 (* 4 (+ 0 (+ (* w903_0 32) (* w903_1 1)))))))
 (and (and (>= w903_0 0) (< w903_0 8)) (and (>= w903_1 0) (< w903_1 8)) (and (>= w903_byte 0) (< w903_byte 4)) (= byte (+ ?x639 w903_byte)))))
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
 (let ((?x704 (+ 0 (* 4 (+ 0 (+ (* r902_0 32) (* r902_1 1)))))))
 (= carried0 (+ ?x704 held_byte0))))
(assert
 (let ((?x443 (+ 0 (* 4 (+ 0 (+ (* s904_0 32) (* s904_1 1)))))))
 (and (and (>= s904_0 0) (< s904_0 8)) (and (>= s904_1 0) (< s904_1 32)) (and (>= s904_byte 0) (< s904_byte 4)) (= carried0 (+ ?x443 s904_byte)))))
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
 (let ((?x443 (+ 0 (* 4 (+ 0 (+ (* s904_0 32) (* s904_1 1)))))))
 (= carried1 (+ ?x443 held_byte1))))
(assert
 (let ((?x401 (+ 0 (* 4 (+ 0 (+ (* s905_0 32) (* s905_1 1)))))))
 (and (and (>= s905_0 0) (< s905_0 8)) (and (>= s905_1 0) (< s905_1 32)) (and (>= s905_byte 0) (< s905_byte 4)) (= carried1 (+ ?x401 s905_byte)))))
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
 (let ((?x401 (+ 0 (* 4 (+ 0 (+ (* s905_0 32) (* s905_1 1)))))))
 (= carried2 (+ ?x401 held_byte2))))
(assert
 (let ((?x588 (+ 0 (* 4 (+ 0 (+ (* s906_0 32) (* s906_1 1)))))))
 (and (and (>= s906_0 0) (< s906_0 8)) (and (>= s906_1 0) (< s906_1 32)) (and (>= s906_byte 0) (< s906_byte 4)) (= carried2 (+ ?x588 s906_byte)))))
(assert
 (let (($x82 (= (mod (mod (- (div (- carried2 0) 4) 24) 32) 1) 0)))
 (let (($x330 (< (div (mod (- (div (- carried2 0) 4) 24) 32) 1) 8)))
 (let (($x210 (and (>= (- (div (- carried2 0) 4) 24) 0) (< (div (- (div (- carried2 0) 4) 24) 32) 8) $x330 $x82)))
 (let (($x638 (or false)))
 (or $x638 (not $x210)))))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (let ((?x588 (+ 0 (* 4 (+ 0 (+ (* s906_0 32) (* s906_1 1)))))))
 (= carried3 (+ ?x588 held_byte3))))
(assert
 (let ((?x174 (+ 0 (* 4 (+ 0 (+ (* s907_0 32) (* s907_1 1)))))))
(and (and (>= s907_0 0) (< s907_0 8)) (and (>= s907_1 0) (< s907_1 32)) (and (>= s907_byte 0) (< s907_byte 4)) (= carried3 (+ ?x174 s907_byte)))))
(check-sat)
