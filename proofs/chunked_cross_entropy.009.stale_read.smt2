; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(4) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r673_byte () Int)
(declare-fun r673_0 () Int)
(declare-fun byte () Int)
(declare-fun w674_byte () Int)
(declare-fun w674_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s675_byte () Int)
(declare-fun s675_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s676_byte () Int)
(declare-fun s676_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s677_byte () Int)
(declare-fun s677_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s678_byte () Int)
(declare-fun s678_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s679_byte () Int)
(declare-fun s679_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s680_byte () Int)
(declare-fun s680_0 () Int)
(assert
 (let (($x571 (= byte (+ (+ 0 (* 4 (+ 0 (* r673_0 1)))) r673_byte))))
 (and (and (>= r673_0 0) (< r673_0 16)) (and (>= r673_byte 0) (< r673_byte 4)) $x571)))
(assert
 (let (($x218 (= byte (+ (+ 0 (* 4 (+ 0 (* w674_0 1)))) w674_byte))))
 (and (and (>= w674_0 0) (< w674_0 4)) (and (>= w674_byte 0) (< w674_byte 4)) $x218)))
(assert
 (let (($x148 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x148)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r673_0 1)))) held_byte0)))
(assert
 (let (($x206 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s675_0 1)))) s675_byte))))
 (and (and (>= s675_0 0) (< s675_0 4)) (and (>= s675_byte 0) (< s675_byte 4)) $x206)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s675_0 1)))) held_byte1)))
(assert
 (let (($x692 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s676_0 1)))) s676_byte))))
 (and (and (>= s676_0 0) (< s676_0 16)) (and (>= s676_byte 0) (< s676_byte 4)) $x692)))
(assert
 (let (($x293 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x293)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s676_0 1)))) held_byte2)))
(assert
 (let (($x534 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s677_0 1)))) s677_byte))))
 (and (and (>= s677_0 0) (< s677_0 16)) (and (>= s677_byte 0) (< s677_byte 4)) $x534)))
(assert
 (let (($x425 (and (>= (- (div (- carried2 0) 4) 4) 0) (< (div (- (div (- carried2 0) 4) 4) 1) 4) (= (mod (- (div (- carried2 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x425)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s677_0 1)))) held_byte3)))
(assert
 (let (($x630 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s678_0 1)))) s678_byte))))
 (and (and (>= s678_0 0) (< s678_0 16)) (and (>= s678_byte 0) (< s678_byte 4)) $x630)))
(assert
 (let (($x613 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x613)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s678_0 1)))) held_byte4)))
(assert
 (let (($x64 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s679_0 1)))) s679_byte))))
 (and (and (>= s679_0 0) (< s679_0 16)) (and (>= s679_byte 0) (< s679_byte 4)) $x64)))
(assert
 (let (($x187 (and (>= (- (div (- carried4 0) 4) 8) 0) (< (div (- (div (- carried4 0) 4) 8) 1) 4) (= (mod (- (div (- carried4 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x187)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s679_0 1)))) held_byte5)))
(assert
 (let (($x586 (= carried5 (+ (+ 0 (* 4 (+ 12 (* s680_0 1)))) s680_byte))))
(and (and (>= s680_0 0) (< s680_0 4)) (and (>= s680_byte 0) (< s680_byte 4)) $x586)))
(check-sat)
